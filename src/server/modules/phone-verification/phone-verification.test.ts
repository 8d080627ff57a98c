import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_MAX_TRIES, PHONE_CODES_PER_HOUR, phoneCodeText } from '@domain/phone-verification';
import {
  auditEvents,
  beneficiaries,
  beneficiaryPreferences,
  phoneVerificationCodes,
  smsBlockedNumbers,
  smsOutbox,
} from '@server/db/schema';
import { smsSendJob } from '@server/modules/sms';
import { OutboxSmsGateway } from '@server/platform/sms/outbox-gateway';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  confirmCode,
  lastCode,
  lastCodeMessage,
  personToVerify,
  phoneStatus,
  sendCode,
  wrongCode,
} from './phone-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verifiedAtOf = async (beneficiaryId: string) =>
  (
    await t.database.db
      .select({ at: beneficiaries.phoneVerifiedAt })
      .from(beneficiaries)
      .where(eq(beneficiaries.id, beneficiaryId))
  )[0]!.at;

describe('verifying a phone number by a one-time code', () => {
  it('texts a 6-digit code that verifies the number, and keeps only its hash', async () => {
    const person = await personToVerify(t);
    expect((await phoneStatus(t, person.cookie)).json()).toEqual({
      phoneNumber: person.beneficiary.phoneNumber,
      verified: false,
      verifiedAt: null,
    });
    const sent = await sendCode(t, person.cookie);
    expect(sent.statusCode).toBe(201);
    const expiresIn = Date.parse(sent.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const message = await lastCodeMessage(t, person.beneficiaryId);
    const code = await lastCode(t, person.beneficiaryId);
    expect(message).toMatchObject({ toNumber: person.beneficiary.phoneNumber, parts: 1, language: 'en' });
    expect(message.body).toBe(phoneCodeText('en', code));
    expect(message.body).not.toContain(person.beneficiary.firstName);
    const [stored] = await t.database.db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.beneficiaryId, person.beneficiaryId));
    expect(stored!.codeHash).not.toContain(code);

    const confirmed = await confirmCode(t, person.cookie, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phoneNumber: person.beneficiary.phoneNumber, verified: true });
    expect(await verifiedAtOf(person.beneficiaryId)).not.toBeNull();
    expect((await phoneStatus(t, person.cookie)).json()).toMatchObject({ verified: true });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, person.beneficiaryId));
    expect(audit.map((entry) => entry.action)).toContain('beneficiary.phone_verified');

    const again = await sendCode(t, person.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This phone number is already verified.');
  });

  it('writes the code in the person’s language', async () => {
    const person = await personToVerify(t);
    await t.database.db.insert(beneficiaryPreferences).values({ beneficiaryId: person.beneficiaryId, language: 'ar' });
    expect((await sendCode(t, person.cookie)).statusCode).toBe(201);
    const code = await lastCode(t, person.beneficiaryId);
    expect(await lastCodeMessage(t, person.beneficiaryId)).toMatchObject({
      language: 'ar',
      body: phoneCodeText('ar', code),
      parts: 1,
    });
  });

  it('sends the code even with SMS notices turned off, since it is how a number is proved', async () => {
    const person = await personToVerify(t);
    await t.database.db
      .insert(beneficiaryPreferences)
      .values({ beneficiaryId: person.beneficiaryId, notifyBySms: false });
    await sendCode(t, person.cookie);
    const message = await lastCodeMessage(t, person.beneficiaryId);
    const send = smsSendJob(t.database.db, new OutboxSmsGateway(t.database.db));
    await send({ messageId: message.id }, { jobId: 'phone-code', attempt: 1, lastAttempt: true });
    const kept = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, message.toNumber));
    expect(kept.map((row) => row.body)).toEqual([message.body]);
  });

  it('refuses a wrong code, and stops a code after five wrong tries', async () => {
    const person = await personToVerify(t);
    await sendCode(t, person.cookie);
    const code = await lastCode(t, person.beneficiaryId);
    const first = await confirmCode(t, person.cookie, wrongCode(code));
    expect(first.statusCode).toBe(400);
    expect(first.json().detail).toBe('That code is not right. You have 4 tries left.');
    for (let attempt = 2; attempt < PHONE_CODE_MAX_TRIES; attempt += 1)
      expect((await confirmCode(t, person.cookie, wrongCode(code))).statusCode).toBe(400);
    const last = await confirmCode(t, person.cookie, wrongCode(code));
    expect(last.statusCode).toBe(409);
    const right = await confirmCode(t, person.cookie, code);
    expect(right.statusCode).toBe(409);
    expect(right.json().detail).toBe('This code was tried too many times. Send a new code.');
    expect(await verifiedAtOf(person.beneficiaryId)).toBeNull();
  });

  it('refuses a code after ten minutes, and an earlier code once a new one was sent', async () => {
    const person = await personToVerify(t);
    await sendCode(t, person.cookie);
    const first = await lastCode(t, person.beneficiaryId);
    await t.database.db
      .update(phoneVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerificationCodes.beneficiaryId, person.beneficiaryId));
    const expired = await confirmCode(t, person.cookie, first);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe('This code has expired or was replaced by a newer one. Send a new code.');

    await sendCode(t, person.cookie);
    await sendCode(t, person.cookie);
    const newest = await lastCode(t, person.beneficiaryId);
    const older = (
      await t.database.db
        .select()
        .from(phoneVerificationCodes)
        .where(eq(phoneVerificationCodes.beneficiaryId, person.beneficiaryId))
    ).filter((row) => row.usedAt !== null);
    expect(older).toHaveLength(2);
    expect((await confirmCode(t, person.cookie, newest)).statusCode).toBe(200);
  });

  it(`sends at most ${PHONE_CODES_PER_HOUR} codes an hour, even when asked at once`, async () => {
    const person = await personToVerify(t);
    const answers = await Promise.all(
      Array.from({ length: PHONE_CODES_PER_HOUR + 2 }, () => sendCode(t, person.cookie)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().detail).toBe('You asked for 3 codes in the last hour. Please wait before asking again.');
  });

  it('sends nothing to a number the network refused, and nothing without a number', async () => {
    const blocked = await personToVerify(t);
    await t.database.db
      .insert(smsBlockedNumbers)
      .values({ toNumber: blocked.beneficiary.phoneNumber!, reason: 'invalid_number' });
    const refused = await sendCode(t, blocked.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Text messages to this number were refused by the network. Change the number in your profile.',
    );
    const codes = await t.database.db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.beneficiaryId, blocked.beneficiaryId));
    expect(codes).toEqual([]);

    const noPhone = await personToVerify(t, { phoneNumber: null });
    const none = await sendCode(t, noPhone.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('Add a phone number to your profile first.');
  });

  it('rejects a code that is not six digits as bad input, and is for beneficiaries only', async () => {
    const person = await personToVerify(t);
    expect((await confirmCode(t, person.cookie, '12ab56')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/beneficiary/phone-verification' })).statusCode).toBe(
      401,
    );
  });
});
