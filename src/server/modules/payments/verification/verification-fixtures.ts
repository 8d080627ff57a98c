import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { feedbackCases, paymentVerifications } from '@server/db/schema';
import { buildBeneficiaries, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { buildBatchPayments, buildPaymentBatch } from '@server/test-support/payment-builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import type { TestApp } from '@server/test-support/test-app';

export const batchVerificationUrl = (batchId: string) => `/api/v1/staff/payment-batches/${batchId}/verification`;
export const MY_CHECKS = '/api/v1/beneficiary/payment-checks';

export const answers = {
  fine: { received: true, fullAmount: true, receivedOn: '2030-02-02', feeAsked: false },
  feeAsked: {
    received: true,
    fullAmount: true,
    feeAsked: true,
    feeAmount: 300,
    problem: 'The agent kept 300 shillings.',
  },
  notReceived: { received: false, fullAmount: false, feeAsked: false },
  short: { received: true, fullAmount: false, amountReceived: 2000, feeAsked: false },
};

/**
 * A completed batch of a Kakuma project of `partner`, paying `people` people (the first ones
 * given as extra people, e.g. a portal account's record), all paid.
 */
export async function buildPaidBatch(
  t: TestApp,
  options: { partner: string; people: number; include?: string[]; status?: 'completed' | 'disbursing' },
) {
  const project = await buildProject(t, {
    code: `${options.partner}-CFW-2030-${randomInt(1e9)}`,
    partner: options.partner,
    type: 'cash_for_work',
    location: 'KAK',
    startDate: '2030-01-01',
    endDate: '2030-12-31',
  });
  const values: BeneficiaryValues[] = Array.from({ length: options.people }, (_, index) => ({
    firstName: 'Amani',
    lastName: `Paid${index}x${randomInt(1e6)}`,
    locationCamp: 'KAK',
  }));
  const built = await buildBeneficiaries(t, values);
  const ids = [...(options.include ?? []), ...built.map((row) => row.id)];
  await buildEnrolments(
    t,
    project.id,
    ids.map((beneficiaryId) => ({ beneficiaryId, status: 'enrolled' as const })),
  );
  const batch = await buildPaymentBatch(t, {
    projectId: project.id,
    status: options.status ?? 'completed',
    provider: 'file',
    paymentCount: ids.length,
    totalAmount: ids.length * 2500,
  });
  const payments = await buildBatchPayments(
    t,
    batch,
    ids.map((beneficiaryId) => ({ beneficiaryId, status: 'completed' as const, completedAt: new Date() })),
  );
  return { batch, payments };
}

export function complaintsOf(t: TestApp, beneficiaryId: string) {
  return t.database.db.select().from(feedbackCases).where(eq(feedbackCases.beneficiaryId, beneficiaryId));
}

export async function verificationOf(t: TestApp, paymentId: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentVerifications)
    .where(eq(paymentVerifications.paymentId, paymentId));
  return row ?? null;
}
