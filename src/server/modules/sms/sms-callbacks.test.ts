import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaryPreferences } from '@server/db/schema';
import { queueSms } from './queue-sms';
import { buildSmsPerson, messageByKey, queueTestSms, startSmsKit, type SmsTestKit } from './sms-fixtures';

let kit: SmsTestKit;

beforeAll(async () => {
  kit = await startSmsKit();
});
afterAll(() => kit?.stop());

/** Posts a form as Africa's Talking does. */
function post(path: string, fields: Record<string, string>, token = kit.token) {
  return kit.t.app.inject({
    method: 'POST',
    url: `/api/v1/sms/${token}/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function sentMessage() {
  const person = await buildSmsPerson(kit.t);
  const key = await queueTestSms(kit.t, person);
  await kit.worker.drain();
  const row = await messageByKey(kit.t, key);
  return { person, key, providerMessageId: row.providerMessageId! };
}

async function smsTurnedOn(beneficiaryId: string) {
  const [row] = await kit.t.database.db
    .select({ notifyBySms: beneficiaryPreferences.notifyBySms })
    .from(beneficiaryPreferences)
    .where(eq(beneficiaryPreferences.beneficiaryId, beneficiaryId));
  return row?.notifyBySms;
}

describe('delivery reports', () => {
  it('marks the message delivered', async () => {
    const { key, providerMessageId } = await sentMessage();
    const response = await post('delivery', { id: providerMessageId, status: 'Success', networkCode: '63902' });
    expect(response.statusCode).toBe(200);
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'delivered', failureCode: null });
  });

  it('leaves a message on its way as sent', async () => {
    const { key, providerMessageId } = await sentMessage();
    await post('delivery', { id: providerMessageId, status: 'Buffered' });
    expect((await messageByKey(kit.t, key)).status).toBe('sent');
  });

  it('marks a failed one, and blocks a number the network says is barred', async () => {
    const { person, key, providerMessageId } = await sentMessage();
    await post('delivery', { id: providerMessageId, status: 'Rejected', failureReason: 'UserInBlackList' });
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'failed', failureCode: 'delivery_UserInBlackList' });
    const next = await queueSms(kit.t.database.db, {
      idempotencyKey: `test:after-${key}`,
      beneficiaryId: person.id,
      to: person.phone,
      language: 'en',
      text: 'Another notice.',
    });
    expect(next).toBe('blocked_number');
  });

  it('does not block a number for a failure that is not about the number', async () => {
    const { person, key, providerMessageId } = await sentMessage();
    await post('delivery', { id: providerMessageId, status: 'Failed', failureReason: 'AbsentSubscriber' });
    expect((await messageByKey(kit.t, key)).status).toBe('failed');
    expect(await queueTestSms(kit.t, person)).toBeTruthy();
    await kit.worker.drain();
    expect(kit.fake.sent.filter((sms) => sms.to === person.phone)).toHaveLength(2);
  });

  it('ignores a report about a message it never sent', async () => {
    const response = await post('delivery', { id: 'ATXid_unknown', status: 'Success' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 to a wrong token and changes nothing', async () => {
    const { key, providerMessageId } = await sentMessage();
    const response = await post('delivery', { id: providerMessageId, status: 'Success' }, 'x'.repeat(48));
    expect(response.statusCode).toBe(404);
    expect((await messageByKey(kit.t, key)).status).toBe('sent');
  });

  it('answers 400 to a report without an id', async () => {
    expect((await post('delivery', { status: 'Success' })).statusCode).toBe(400);
  });
});

describe('replies', () => {
  it.each([
    ['STOP', 'en'],
    ['Acha', 'sw'],
    ['jooji', 'so'],
    ['توقف', 'ar'],
  ])('%s (%s) turns SMS off for everyone with the number, and START turns it back on', async (word) => {
    const person = await buildSmsPerson(kit.t);
    const response = await post('incoming', { from: person.phone, text: ` ${word} `, to: '12345', id: 'x' });
    expect(response.statusCode).toBe(200);
    expect(await smsTurnedOn(person.id)).toBe(false);
    await post('incoming', { from: person.phone, text: 'start' });
    expect(await smsTurnedOn(person.id)).toBe(true);
  });

  it('stops messages still waiting, and audits the change without the text', async () => {
    const person = await buildSmsPerson(kit.t);
    const key = await queueTestSms(kit.t, person);
    await post('incoming', { from: person.phone, text: 'STOP' });
    await kit.worker.drain();
    expect(await messageByKey(kit.t, key)).toMatchObject({ status: 'refused', failureCode: 'turned_off' });
    expect(kit.fake.sent.filter((sms) => sms.to === person.phone)).toEqual([]);
    const audits = await kit.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, person.id), eq(auditEvents.action, 'sms.opted_out_by_reply')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain('STOP');
  });

  it('reads nothing into another reply', async () => {
    const person = await buildSmsPerson(kit.t);
    await post('incoming', { from: person.phone, text: 'stop sending me money reminders please' });
    expect(await smsTurnedOn(person.id)).toBe(true);
  });
});
