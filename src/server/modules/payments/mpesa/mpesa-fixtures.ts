import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beneficiaryNotifications, paymentBatches, paymentEvents, paymentRecords } from '@server/db/schema';
import type { MpesaConfig } from '@server/config';
import { DarajaClient } from '../providers/mpesa/daraja-client';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { FakeDaraja } from '@server/test-support/fake-daraja-server';
import { buildPayment, buildPaymentBatch } from '@server/test-support/payment-builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

export const MPESA_CREDENTIALS = { consumerKey: 'fake-consumer-key', consumerSecret: 'fake-consumer-secret' };

/**
 * The real app configured for M-Pesa against a local fake Daraja, whose
 * callbacks reach the app through app.inject (the app listens on no port).
 */
export async function createMpesaTestApp(): Promise<{ t: TestApp; fake: FakeDaraja; token: string }> {
  const token = randomBytes(24).toString('hex');
  let t: TestApp | null = null;
  const fake = await new FakeDaraja({
    ...MPESA_CREDENTIALS,
    deliver: async (url, body) => {
      await t!.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body as Record<string, unknown> });
    },
  }).start();
  t = await createTestApp({
    env: {
      MPESA_BASE_URL: fake.url,
      MPESA_CONSUMER_KEY: MPESA_CREDENTIALS.consumerKey,
      MPESA_CONSUMER_SECRET: MPESA_CREDENTIALS.consumerSecret,
      MPESA_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'testapi',
      MPESA_SECURITY_CREDENTIAL: 'ENCRYPTED-BY-THE-OPERATOR==',
      MPESA_CALLBACK_TOKEN: token,
    },
  });
  return { t, fake, token };
}

export interface MpesaTestKit {
  t: TestApp;
  fake: FakeDaraja;
  token: string;
  /** A Daraja client of the fake, as the jobs use one. */
  api: DarajaClient;
  /** An approved officer, to act through the API. */
  officer: BuiltUser;
  stop(): Promise<void>;
}

/** What every M-Pesa test file starts with; `client` changes the client's settings (a short timeout). */
export async function startMpesaKit(client: Partial<MpesaConfig> = {}): Promise<MpesaTestKit> {
  const { t, fake, token } = await createMpesaTestApp();
  return {
    t,
    fake,
    token,
    api: new DarajaClient({ ...t.config.mpesa!, ...client }),
    officer: await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' }),
    stop: async () => {
      await fake.stop();
      await t.close();
    },
  };
}

/**
 * Moves a payment's clock back instead of a sweep's forward: on a shared
 * database a sweep "in the future" would also ask about other tests' payments.
 */
export async function agePayment(t: TestApp, paymentId: string, minutes: number): Promise<void> {
  const row = await paymentRow(t, paymentId);
  const back = (at: Date | null) => (at ? new Date(at.getTime() - minutes * 60_000) : null);
  await t.database.db
    .update(paymentRecords)
    .set({ submittedAt: back(row.submittedAt), lastStatusQueryAt: back(row.lastStatusQueryAt) })
    .where(eq(paymentRecords.id, paymentId));
}

/** A unique Kenyan mobile number, so tests sharing a database and the fake never meet. */
export { uniquePhone } from '@server/test-support/seed-target';

export interface TestPayment {
  id: string;
  beneficiaryId: string;
  requestId: string;
  phone: string | null;
}

/** A disbursing M-Pesa batch written straight to the database, one payment per phone given (null: no phone). */
export async function buildDisbursingBatch(
  t: TestApp,
  phones: (string | null)[],
  amount = 1500,
): Promise<{ batchId: string; reference: string; payments: TestPayment[] }> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const project = await buildProject(t, {
    code: `M${tag.slice(0, 2)}-CSH-2030-${String(randomInt(1000)).padStart(3, '0')}`,
    name: 'Cash for work',
    partner: 'WFP',
    type: 'cash_for_work',
    location: 'KAK',
    targetBeneficiaries: 10,
    budget: 10_000,
  });
  const reference = `PAY-2030-${tag}${randomInt(1000)}`;
  const batch = await buildPaymentBatch(t, {
    reference,
    projectId: project.id,
    amountEach: amount,
    paymentMethod: 'mobile_money',
    status: 'disbursing',
    provider: 'mpesa',
    paymentCount: phones.length,
    totalAmount: amount * phones.length,
    disbursedAt: new Date(),
  });
  const payments: TestPayment[] = [];
  for (const [index, phone] of phones.entries()) {
    const person = await buildBeneficiary(t, {
      firstName: 'Neema',
      lastName: `Mpesa${tag}${index}`,
      phoneNumber: phone,
    });
    const requestId = randomUUID();
    const payment = await buildPayment(t, {
      beneficiaryId: person.id,
      amount,
      paymentMethod: 'mobile_money',
      status: 'pending',
      batchId: batch.id,
      projectId: project.id,
      provider: 'mpesa',
      providerRequestId: requestId,
      payeeAccount: phone,
      createdAt: new Date(Date.now() + index),
    });
    payments.push({ id: payment.id, beneficiaryId: person.id, requestId, phone });
  }
  return { batchId: batch.id, reference, payments };
}

export async function paymentRow(t: TestApp, id: string) {
  return (await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.id, id)))[0]!;
}

export async function batchRow(t: TestApp, id: string) {
  return (await t.database.db.select().from(paymentBatches).where(eq(paymentBatches.id, id)))[0]!;
}

export async function eventsOf(t: TestApp, paymentId: string) {
  return t.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.createdAt));
}

/** Status changes only, without the exchanges that changed nothing. */
export async function transitionsOf(t: TestApp, paymentId: string) {
  return (await eventsOf(t, paymentId))
    .filter((event) => event.fromStatus !== event.toStatus)
    .map((event) => `${event.fromStatus}->${event.toStatus}:${event.source}`);
}

export async function notificationKinds(t: TestApp, beneficiaryId: string) {
  const rows = await t.database.db
    .select({ kind: beneficiaryNotifications.kind })
    .from(beneficiaryNotifications)
    .where(and(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId)))
    .orderBy(asc(beneficiaryNotifications.createdAt));
  return rows.map((row) => row.kind);
}
