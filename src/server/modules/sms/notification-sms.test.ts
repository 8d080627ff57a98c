import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@domain/beneficiary-settings';
import { smsNoticeText } from '@domain/sms-notices';
import { smsMessages } from '@server/db/schema';
import { notifyBeneficiaries, notifyBeneficiary } from '@server/modules/notifications';
import { buildBeneficiaryAccount, type BeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { uniquePhone } from '@server/test-support/seed-target';
import { startSmsKit, type SmsTestKit } from './sms-fixtures';

let kit: SmsTestKit;

beforeAll(async () => {
  kit = await startSmsKit();
});
afterAll(() => kit?.stop());

async function savePreferences(person: BeneficiaryAccount, choices: Partial<Preferences>) {
  const response = await kit.t.app.inject({
    method: 'PUT',
    url: '/api/v1/beneficiary/settings/preferences',
    headers: { cookie: person.cookie },
    payload: { ...DEFAULT_PREFERENCES, ...choices },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Preferences;
}

/** A person whose phone is verified (a number nobody proved gets nothing: see below). */
async function personWithPhone(choices: Partial<Preferences>, phoneNumber: string | null = uniquePhone()) {
  const person = await buildBeneficiaryAccount(kit.t, {
    phoneNumber,
    phoneVerifiedAt: phoneNumber ? new Date() : null,
  });
  await savePreferences(person, choices);
  return person;
}

const textsTo = (phone: string | null) => kit.fake.sent.filter((sms) => sms.to === phone).map((sms) => sms.message);

describe('notices by SMS', () => {
  it('keeps the per-topic SMS switches in Settings', async () => {
    const person = await buildBeneficiaryAccount(kit.t, { phoneNumber: uniquePhone() });
    const saved = await savePreferences(person, { notifyBySms: true, smsPaymentUpdates: true });
    expect(saved).toMatchObject({ smsApplicationUpdates: false, smsPaymentUpdates: true, smsMessageUpdates: false });
    const read = await kit.t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/settings/preferences',
      headers: { cookie: person.cookie },
    });
    expect(read.json()).toMatchObject({ notifyBySms: true, smsPaymentUpdates: true });
  });

  it('texts a person about a topic they turned on, in their language, without the amount', async () => {
    const person = await personWithPhone({ language: 'sw', notifyBySms: true, smsPaymentUpdates: true });
    const phone = person.beneficiary.phoneNumber;
    await notifyBeneficiary(kit.t.database.db, {
      beneficiaryId: person.beneficiaryId,
      kind: 'payment_completed',
      params: { amount: 4500 },
    });
    await notifyBeneficiary(kit.t.database.db, { beneficiaryId: person.beneficiaryId, kind: 'application_approved' });
    await kit.worker.drain();
    expect(textsTo(phone)).toEqual([smsNoticeText('sw', 'payment_completed')]);
    expect(textsTo(phone)[0]).not.toContain('4');
  });

  it('texts nobody who left SMS off, even with the topic on', async () => {
    const person = await personWithPhone({ notifyBySms: false, smsApplicationUpdates: true });
    await notifyBeneficiary(kit.t.database.db, { beneficiaryId: person.beneficiaryId, kind: 'application_approved' });
    await kit.worker.drain();
    expect(textsTo(person.beneficiary.phoneNumber)).toEqual([]);
  });

  it('queues nothing for a person without a phone, nor for one who never opened Settings', async () => {
    const withoutPhone = await personWithPhone({ notifyBySms: true, smsApplicationUpdates: true }, null);
    const neverChose = await buildBeneficiaryAccount(kit.t, { phoneNumber: uniquePhone() });
    const ids = [withoutPhone.beneficiaryId, neverChose.beneficiaryId];
    for (const beneficiaryId of ids)
      await notifyBeneficiary(kit.t.database.db, { beneficiaryId, kind: 'application_approved' });
    const queued = await kit.t.database.db.select().from(smsMessages).where(inArray(smsMessages.beneficiaryId, ids));
    expect(queued).toEqual([]);
  });

  it('texts nothing to a number the person has not verified, whatever they chose', async () => {
    const person = await buildBeneficiaryAccount(kit.t, { phoneNumber: uniquePhone() });
    await savePreferences(person, { notifyBySms: true, smsApplicationUpdates: true });
    await notifyBeneficiary(kit.t.database.db, { beneficiaryId: person.beneficiaryId, kind: 'application_approved' });
    await kit.worker.drain();
    const queued = await kit.t.database.db
      .select()
      .from(smsMessages)
      .where(inArray(smsMessages.beneficiaryId, [person.beneficiaryId]));
    expect(queued).toEqual([]);
    expect(textsTo(person.beneficiary.phoneNumber)).toEqual([]);
  });

  it('texts each person of a group notice who chose it, once', async () => {
    const somali = await personWithPhone({ language: 'so', notifyBySms: true, smsMessageUpdates: true });
    const arabic = await personWithPhone({ language: 'ar', notifyBySms: true, smsMessageUpdates: true });
    const quiet = await personWithPhone({ notifyBySms: true, smsMessageUpdates: false });
    await notifyBeneficiaries(
      kit.t.database.db,
      [somali, arabic, quiet].map((person) => ({
        beneficiaryId: person.beneficiaryId,
        kind: 'message_received' as const,
      })),
    );
    await kit.worker.drain();
    expect(textsTo(somali.beneficiary.phoneNumber)).toEqual([smsNoticeText('so', 'message_received')]);
    expect(textsTo(arabic.beneficiary.phoneNumber)).toEqual([smsNoticeText('ar', 'message_received')]);
    expect(textsTo(quiet.beneficiary.phoneNumber)).toEqual([]);
  });
});
