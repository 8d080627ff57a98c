import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditEvents, paymentEvents, paymentRecords } from '@server/db/schema';
import { buildBeneficiary, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { buildEnrolments, buildProject as buildProjectRow } from '@server/test-support/project-builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * Helpers of the staff payments API tests. Other files share the database:
 * every test makes its own project and people and asserts on them only.
 */

export const BASE = '/api/v1/staff/payment-batches';

export function call(t: TestApp, user: BuiltUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** An active cash-for-work project of WFP in Kakuma through 2026; returns the id. */
export async function buildProject(t: TestApp): Promise<string> {
  const project = await buildProjectRow(t, {
    code: `PAY-CFW-2026-${randomInt(1e9)}`,
    name: `Cash for work ${randomInt(1e6)}`,
    partner: 'WFP',
    type: 'cash_for_work',
    location: 'KAK',
    targetBeneficiaries: 10,
    budget: 1000,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  return project.id;
}

/** A person (Neema, with a phone of their own) enrolled in the project, or with another enrolment status. */
export async function enrolPerson(
  t: TestApp,
  projectId: string,
  person: BeneficiaryValues = {},
  enrolment: 'enrolled' | 'withdrawn' = 'enrolled',
) {
  const row = await buildBeneficiary(t, { firstName: 'Neema', lastName: `Payee${randomInt(1e6)}`, ...person });
  await buildEnrolments(t, projectId, [{ beneficiaryId: row.id, status: enrolment }]);
  return { id: row.id, phoneNumber: row.phoneNumber };
}

export const batchBody = (projectId: string, overrides: Record<string, unknown> = {}) => ({
  projectId,
  amountEach: 3000,
  paymentMethod: 'mobile_money',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  description: 'November stipend',
  ...overrides,
});

export async function createBatch(
  t: TestApp,
  maker: BuiltUser,
  projectId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await call(t, maker, 'POST', BASE, batchBody(projectId, overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as {
    id: string;
    reference: string;
    paymentCount: number;
    totalAmount: number;
    status: string;
  };
}

export async function paymentsOf(t: TestApp, batchId: string) {
  return t.database.db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.batchId, batchId))
    .orderBy(paymentRecords.providerRequestId);
}

export async function eventsOf(t: TestApp, paymentId: string) {
  return t.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(paymentEvents.createdAt);
}

export async function auditOf(t: TestApp, action: string, batchId: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        eq(auditEvents.targetId, batchId),
        eq(auditEvents.targetType, 'payment_batch'),
      ),
    );
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(fileName: string, content: Buffer | string, contentType = 'text/csv') {
  const boundary = `----pay${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
