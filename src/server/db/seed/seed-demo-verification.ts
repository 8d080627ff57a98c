import { and, asc, eq } from 'drizzle-orm';
import type { VerificationAnswer } from '@domain/payment-verification';
import { findCurrentUser } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  paymentBatches,
  paymentRecords,
  paymentVerificationSamples,
  paymentVerifications,
  projects,
  staffMembers,
  users,
} from '@server/db/schema';
import { drawBatchSample, recordPhoneAnswer } from '@server/modules/payments/verification/staff-service';
import { DEMO_BENEFICIARY_EMAIL, FINISHED_PROJECT_CODE } from './seed-demo-cycles';

/*
 * Post-distribution monitoring of the second year's middle tranche of the Dadaab start-up grants: the demo
 * officer drew the batch's sample (Amina's payment among it, still to answer in her portal) and phoned
 * most of the others. Nearly all got the full amount on time; one was asked for a fee by the agent and
 * one got less than the full amount, and each of those answers opened a payments complaint through the
 * same use case as the screen. Skipped once the batch has a sample.
 */

const OFFICER_EMAIL = 'officer@demo.local';
export const VERIFIED_BATCH_DESCRIPTION = 'Dadaab start-up grants, second year · tranche-2';
const SAMPLE_PERCENT = 10;
/** Sampled people not reached yet, besides Amina: the batch's rate stays below 100%. */
const NOT_REACHED = 2;

export async function seedDemoVerification(db: Database): Promise<void> {
  const [batch] = await db
    .select({ id: paymentBatches.id, amount: paymentBatches.amountEach, completedAt: paymentBatches.completedAt })
    .from(paymentBatches)
    .innerJoin(projects, eq(projects.id, paymentBatches.projectId))
    .where(
      and(
        eq(projects.code, FINISHED_PROJECT_CODE),
        eq(paymentBatches.description, VERIFIED_BATCH_DESCRIPTION),
        eq(paymentBatches.status, 'completed'),
      ),
    );
  const [officerRow] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.email, OFFICER_EMAIL));
  if (!batch || !officerRow) return;
  const [drawn] = await db
    .select({ batchId: paymentVerificationSamples.batchId })
    .from(paymentVerificationSamples)
    .where(eq(paymentVerificationSamples.batchId, batch.id));
  if (drawn) return;
  const officer = await findCurrentUser(db, officerRow.id);
  if (!officer) return;
  await drawBatchSample(db, officer, batch.id, SAMPLE_PERCENT);
  const demoPaymentId = await includeDemoBeneficiary(db, batch.id);

  const sampled = await db
    .select({ paymentId: paymentVerifications.paymentId })
    .from(paymentVerifications)
    .where(eq(paymentVerifications.batchId, batch.id))
    .orderBy(asc(paymentVerifications.paymentId));
  const toCall = sampled.filter((row) => row.paymentId !== demoPaymentId).slice(NOT_REACHED);
  const receivedOn = (batch.completedAt ?? new Date()).toISOString().slice(0, 10);
  for (const [index, { paymentId }] of toCall.entries()) {
    await recordPhoneAnswer(db, officer, batch.id, paymentId, answerOf(index, batch.amount, receivedOn));
  }
}

function answerOf(index: number, amount: number, receivedOn: string): VerificationAnswer {
  if (index === 0) {
    return {
      received: true,
      fullAmount: true,
      receivedOn,
      feeAsked: true,
      feeAmount: 500,
      problem: 'The agent at the shop said I must pay 500 shillings before he gives me the cash.',
    };
  }
  if (index === 1) {
    return {
      received: true,
      fullAmount: false,
      amountReceived: amount - 2_000,
      receivedOn,
      feeAsked: false,
      problem: 'The message said the full grant but less came to my phone.',
    };
  }
  return { received: true, fullAmount: true, receivedOn, feeAsked: false };
}

/** Amina's payment in the batch joins the sample if the draw left it out, so her portal asks her. */
async function includeDemoBeneficiary(db: Database, batchId: string): Promise<string | null> {
  const [payment] = await db
    .select({ id: paymentRecords.id, beneficiaryId: paymentRecords.beneficiaryId })
    .from(paymentRecords)
    .innerJoin(beneficiaries, eq(beneficiaries.id, paymentRecords.beneficiaryId))
    .where(and(eq(paymentRecords.batchId, batchId), eq(beneficiaries.email, DEMO_BENEFICIARY_EMAIL)));
  if (!payment) return null;
  await db
    .insert(paymentVerifications)
    .values({ batchId, paymentId: payment.id, beneficiaryId: payment.beneficiaryId })
    .onConflictDoNothing();
  return payment.id;
}
