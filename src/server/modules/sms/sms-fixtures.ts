import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beneficiaryPreferences, smsMessages } from '@server/db/schema';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { smsGatewayFor } from '@server/platform/sms/sms-gateway-for';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '@server/test-support/fake-africas-talking-server';
import { uniquePhone } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { queueSms, SMS_SEND_JOB } from './queue-sms';
import { smsSendJob } from './send-job';

export interface SmsTestKit {
  t: TestApp;
  fake: FakeAfricasTalking;
  token: string;
  /** The send job on the configured gateway (the fake), retrying at once. */
  worker: JobWorker;
  stop(): Promise<void>;
}

/** The real app configured for Africa's Talking against the local fake; its callbacks are posted with app.inject. */
export async function startSmsKit(): Promise<SmsTestKit> {
  const fake = await startFakeAfricasTalking();
  const token = randomBytes(24).toString('hex');
  const t = await createTestApp({
    // Each file's worker sends through its own fake: on a shared database one would take another's messages.
    ownDatabase: true,
    env: { AT_USERNAME: fake.username, AT_API_KEY: fake.apiKey, AT_BASE_URL: fake.baseUrl, AT_CALLBACK_TOKEN: token },
  });
  // A test waits for no answer that never comes: the fake's silent number gives up in a second.
  const sms = { ...t.config.sms, gateway: { ...t.config.sms.gateway!, requestTimeoutMs: 1000 } };
  const worker = new JobWorker(t.database.db, { retryBaseDelayMs: 0 }).register(
    SMS_SEND_JOB,
    smsSendJob(t.database.db, smsGatewayFor(sms, t.database.db)),
  );
  return {
    t,
    fake,
    token,
    worker,
    stop: async () => {
      await fake.close();
      await t.close();
    },
  };
}

/** A person with a phone they verified, who turned SMS on (or not). */
export async function buildSmsPerson(t: TestApp, notifyBySms = true) {
  const person = await buildBeneficiary(t, { phoneNumber: uniquePhone(), phoneVerifiedAt: new Date() });
  await t.database.db.insert(beneficiaryPreferences).values({ beneficiaryId: person.id, notifyBySms });
  return { id: person.id, phone: person.phoneNumber! };
}

/** Queues a notice's message to a person, as a notification would, and answers its row's id. */
export async function queueTestSms(t: TestApp, person: { id: string; phone: string }, key = randomUUID()) {
  await queueSms(t.database.db, {
    idempotencyKey: `test:${key}`,
    beneficiaryId: person.id,
    to: person.phone,
    language: 'en',
    text: 'Your application has a decision. Open the portal to read it.',
  });
  return key;
}

export async function messageByKey(t: TestApp, key: string) {
  const [row] = await t.database.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.idempotencyKey, `test:${key}`));
  return row!;
}
