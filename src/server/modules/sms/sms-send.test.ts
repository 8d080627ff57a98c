import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries } from '@server/db/schema';
import { enqueue } from '@server/platform/jobs/enqueue-job';
import { uniquePhone } from '@server/test-support/seed-target';
import { queueSms, SMS_SEND_JOB } from './queue-sms';
import { smsSendJob } from './send-job';
import { buildSmsPerson, messageByKey, queueTestSms, startSmsKit, type SmsTestKit } from './sms-fixtures';

let kit: SmsTestKit;

beforeAll(async () => {
  kit = await startSmsKit();
});
afterAll(() => kit?.stop());

const sentTo = (phone: string) => kit.fake.sent.filter((sms) => sms.to === phone);

describe('sending a queued text message', () => {
  it('sends it through the gateway and keeps its id, parts and cost', async () => {
    const person = await buildSmsPerson(kit.t);
    const key = await queueTestSms(kit.t, person);
    await kit.worker.drain();
    expect(sentTo(person.phone).map((sms) => sms.message)).toEqual([
      'Your application has a decision. Open the portal to read it.',
    ]);
    const row = await messageByKey(kit.t, key);
    expect(row).toMatchObject({ status: 'sent', parts: 1, costCents: 80, attempts: 1, failureCode: null });
    expect(row.providerMessageId).toBe(sentTo(person.phone)[0]!.messageId);
  });

  it('never sends one notice twice, however often it is queued and its job run', async () => {
    const person = await buildSmsPerson(kit.t);
    const key = await queueTestSms(kit.t, person);
    await queueTestSms(kit.t, person, key);
    const row = await messageByKey(kit.t, key);
    // Even a second job for the same message (a retry booked by hand) finds it already sent.
    await enqueue(kit.t.database.db, SMS_SEND_JOB, { messageId: row.id });
    await kit.worker.drain();
    await enqueue(kit.t.database.db, SMS_SEND_JOB, { messageId: row.id });
    await kit.worker.drain();
    expect(sentTo(person.phone)).toHaveLength(1);
  });

  it('tries again when the gateway fails, and says failed after the last attempt', async () => {
    const person = await buildSmsPerson(kit.t);
    kit.fake.behave(person.phone, { kind: 'status', statusCode: 405, status: 'InsufficientBalance' });
    const key = await queueTestSms(kit.t, person);
    await kit.worker.drain();
    expect(await messageByKey(kit.t, key)).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_balance',
      attempts: 5,
    });
    expect(sentTo(person.phone)).toEqual([]);
  });

  it('sends on a later attempt once the gateway answers again', async () => {
    const person = await buildSmsPerson(kit.t);
    kit.fake.behave(person.phone, { kind: 'server_error' });
    const key = await queueTestSms(kit.t, person);
    await kit.worker.runOne();
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'queued', failureCode: 'http_500' });
    kit.fake.behave(person.phone, { kind: 'accept' });
    await kit.worker.drain();
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'sent', attempts: 2, failureCode: null });
    expect(sentTo(person.phone)).toHaveLength(1);
  });

  it('marks a refused number so that nothing more is queued to it', async () => {
    const person = await buildSmsPerson(kit.t);
    kit.fake.behave(person.phone, { kind: 'status', statusCode: 403, status: 'InvalidPhoneNumber' });
    const key = await queueTestSms(kit.t, person);
    await kit.worker.drain();
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'refused', failureCode: 'invalid_number' });
    const again = await queueSms(kit.t.database.db, {
      idempotencyKey: 'test:another-notice-' + key,
      beneficiaryId: person.id,
      to: person.phone,
      language: 'en',
      text: 'Another notice.',
    });
    expect(again).toBe('blocked_number');
  });

  it('does not send to a person who turned SMS off after the message was queued', async () => {
    const person = await buildSmsPerson(kit.t, false);
    const key = await queueTestSms(kit.t, person);
    await kit.worker.drain();
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'refused', failureCode: 'turned_off' });
    expect(sentTo(person.phone)).toEqual([]);
  });

  it('does not send a notice to a number that changed, or lost its proof, after it was queued', async () => {
    const person = await buildSmsPerson(kit.t);
    const key = await queueTestSms(kit.t, person);
    await kit.t.database.db
      .update(beneficiaries)
      .set({ phoneNumber: uniquePhone() })
      .where(eq(beneficiaries.id, person.id));
    await kit.worker.drain();
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'refused', failureCode: 'unverified_number' });
    expect(sentTo(person.phone)).toEqual([]);
  });

  it('tries again when the gateway adapter itself throws, instead of leaving the message stuck', async () => {
    const person = await buildSmsPerson(kit.t);
    const key = await queueTestSms(kit.t, person);
    const row = await messageByKey(kit.t, key);
    const throwing = { name: 'outbox' as const, send: () => Promise.reject(new Error('database gone')) };
    await expect(
      smsSendJob(kit.t.database.db, throwing)({ messageId: row.id }, { jobId: 'x', attempt: 1, lastAttempt: false }),
    ).rejects.toThrow();
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'queued', failureCode: 'gateway_error' });
  });
});
