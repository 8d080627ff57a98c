import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USSD_MAX_LENGTH } from '@domain/ussd/screens';
import { USSD_LANGUAGES, ussdTexts } from '@domain/ussd/texts';
import { feedbackCases } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildPayment } from '@server/test-support/payment-builders';
import { buildProgramme, programmeTexts } from '@server/test-support/programme-builders';
import { buildComplaint, buildProgrammeApplication } from '@server/test-support/record-builders';
import { uniquePhone } from '@server/test-support/seed-target';
import { buildUssdPerson, startUssdKit, type UssdKit } from './ussd-fixtures';

let kit: UssdKit;
let tailoring: string;

beforeAll(async () => {
  // The open programmes screen lists the whole table: this file needs it to itself.
  kit = await startUssdKit({ ownDatabase: true });
  const content = {
    en: programmeTexts('Tailoring'),
    sw: programmeTexts('Ushonaji'),
    so: programmeTexts('Harqaan'),
    ar: programmeTexts('الخياطة'),
  };
  tailoring = (await buildProgramme(kit.t, { status: 'open', position: -1, content })).id;
  await buildProgramme(kit.t, { status: 'closed', position: -1, content: { en: programmeTexts('Beekeeping') } });
});
afterAll(() => kit?.t.close());

/** A person with one of each: an application, a payment made and one on its way, a complaint. */
async function personWithRecords() {
  const person = await buildUssdPerson(kit.t);
  await buildProgrammeApplication(kit.t, person.id, { programId: tailoring, status: 'under_review' });
  await buildPayment(kit.t, {
    beneficiaryId: person.id,
    amount: 5000,
    status: 'completed',
    completedAt: new Date('2026-03-12T09:00:00Z'),
  });
  await buildPayment(kit.t, { beneficiaryId: person.id, amount: 4500, status: 'pending' });
  const complaint = await buildComplaint(kit.t, person.id);
  return { ...person, reference: complaint.reference };
}

describe('the USSD menu, step by step, in each language', () => {
  for (const [index, language] of USSD_LANGUAGES.entries()) {
    const choice = String(index + 1);
    const t = ussdTexts(language);

    it(`shows a verified person their own records behind their PIN (${language})`, async () => {
      const person = await personWithRecords();
      const [languages, menu, pinPrompt, applications] = await kit.walk(person.phone, [choice, '1', person.pin]);
      expect(languages).toBe('CON 1. English\n2. Kiswahili\n3. Soomaali\n4. العربية');
      expect(menu).toBe(
        `CON ${t.title}\n1. ${t.menu.applications}\n2. ${t.menu.payments}\n3. ${t.menu.complaints}\n4. ${t.menu.newComplaint}\n5. ${t.menu.programmes}\n6. ${t.menu.callBack}`,
      );
      expect(pinPrompt).toBe(`CON ${t.pin}`);
      const name = { en: 'Tailoring', sw: 'Ushonaji', so: 'Harqaan', ar: 'الخياطة' }[language];
      expect(applications).toBe(`END ${t.applicationsTitle}\n- ${name}: ${t.applicationStatus.under_review}`);

      const payments = (await kit.dial(person.phone, `${choice}*2*${person.pin}`)).body;
      expect(payments).toBe(
        `END ${t.lastPayment('KES 5,000', '12/03/2026', t.paymentStatus.completed)}\n${t.nextPayment('KES 4,500', t.paymentStatus.pending)}`,
      );
      const complaints = (await kit.dial(person.phone, `${choice}*3*${person.pin}`)).body;
      expect(complaints).toBe(`END ${t.complaintsTitle}\n${person.reference}: ${t.complaintStatus.new}`);
      for (const screen of [languages, menu, pinPrompt, applications, payments, complaints])
        expect(screen?.length).toBeLessThanOrEqual(USSD_MAX_LENGTH);
    });

    it(`takes a new complaint into the complaints queue (${language})`, async () => {
      const person = await buildUssdPerson(kit.t);
      const words = 'The water point at block B12 is broken';
      const screens = await kit.walk(person.phone, [choice, '4', person.pin, '2', words]);
      expect(screens[3]).toMatch(new RegExp(`^CON ${t.categoriesTitle}\\n1\\. `));
      expect(screens[3]).toContain(`2. ${t.categories.payments}`);
      expect(screens[4]).toBe(`CON ${t.complaintText}`);
      const [row] = await kit.t.database.db
        .select()
        .from(feedbackCases)
        .where(eq(feedbackCases.beneficiaryId, person.id));
      expect(row).toMatchObject({ kind: 'complaint', category: 'payments', description: words, status: 'new' });
      expect(screens[5]).toBe(`END ${t.complaintSent(row!.reference)}`);
    });

    it(`lists the open programmes without a PIN (${language})`, async () => {
      const person = await buildUssdPerson(kit.t);
      const answer = (await kit.dial(person.phone, `${choice}*5`)).body;
      expect(answer).toMatch(new RegExp(`^END ${t.programmesTitle}\\n- `));
      expect(answer).toContain({ en: 'Tailoring', sw: 'Ushonaji', so: 'Harqaan', ar: 'الخياطة' }[language]);
      expect(answer).not.toContain('Beekeeping');
    });
  }
});

describe('the rest of the menu', () => {
  it('refuses a complaint too short to act on, and opens nothing', async () => {
    const person = await buildUssdPerson(kit.t);
    const answer = (await kit.dial(person.phone, `1*4*${person.pin}*1*bad`)).body;
    expect(answer).toBe(`END ${ussdTexts('en').complaintTooShort}`);
    expect(
      await kit.t.database.db.select().from(feedbackCases).where(eq(feedbackCases.beneficiaryId, person.id)),
    ).toEqual([]);
  });

  it('puts a call-back request in the queue staff work, to be answered by phone', async () => {
    const person = await buildUssdPerson(kit.t);
    const answer = (await kit.dial(person.phone, `2*6*${person.pin}`)).body;
    const [row] = await kit.t.database.db
      .select()
      .from(feedbackCases)
      .where(eq(feedbackCases.beneficiaryId, person.id));
    expect(row).toMatchObject({ kind: 'feedback', category: 'other', contactChannel: 'phone', status: 'new' });
    expect(answer).toBe(`END ${ussdTexts('sw').callBackSent(row!.reference)}`);
  });

  it('opens one case when the gateway sends the last step again, even twice at once', async () => {
    const person = await buildUssdPerson(kit.t);
    const text = `1*4*${person.pin}*2*The water point at block B12 is broken`;
    const answers = await Promise.all([kit.dial(person.phone, text), kit.dial(person.phone, text)]);
    const again = await kit.dial(person.phone, text);
    const rows = await kit.t.database.db.select().from(feedbackCases).where(eq(feedbackCases.beneficiaryId, person.id));
    expect(rows).toHaveLength(1);
    for (const answer of [...answers, again])
      expect(answer.body).toBe(`END ${ussdTexts('en').complaintSent(rows[0]!.reference)}`);
  });

  it('offers an unverified number the open programmes only, and asks to verify it', async () => {
    const unverified = await buildBeneficiary(kit.t, { phoneNumber: uniquePhone(), phoneVerifiedAt: null });
    await buildPayment(kit.t, {
      beneficiaryId: unverified.id,
      amount: 7777,
      status: 'completed',
      completedAt: new Date(),
    });
    const phone = unverified.phoneNumber!;
    expect((await kit.dial(phone, '1')).body).toBe(
      `CON Livelihoods\n1. Programmes open now\n${ussdTexts('en').verifyNumber}`,
    );
    expect((await kit.dial(phone, '1*1')).body).toMatch(/^END Programmes open now:\n- Tailoring/);
    for (const text of ['1*2', '1*2*4821', '1*6*4821'])
      expect((await kit.dial(phone, text)).body).toBe(`END ${ussdTexts('en').invalid}`);
  });

  it('treats a number nobody registered as unverified', async () => {
    expect((await kit.dial(uniquePhone(), '3')).body).toContain(ussdTexts('so').verifyNumber);
  });

  it('answers plain text that is never cached, and a wrong token as an unknown address', async () => {
    const person = await buildUssdPerson(kit.t);
    const answer = await kit.dial(person.phone, '');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(answer.cache).toBe('no-store');
    const wrong = await kit.dial(person.phone, '1', 'x'.repeat(48));
    expect(wrong.status).toBe(404);
    expect(wrong.body).not.toContain('CON');
  });

  it('logs each step by its screen, and never the number, the inputs or the PIN', async () => {
    const person = await buildUssdPerson(kit.t, { pin: '7306' });
    const from = kit.t.logs.length;
    await kit.walk(person.phone, ['1', '4', person.pin, '3', 'Someone asked me for money to register']);
    await kit.walk(person.phone, ['1', '2', '9999']);
    // Times and durations are numbers that may hold any four digits: what is checked is everything else.
    const logs = kit.t.logs
      .slice(from)
      .map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined, responseTime: undefined }))
      .join('\n');
    expect(logs).toContain('"screen":"complaintSent"');
    expect(logs).toContain('"screen":"pinWrong"');
    for (const secret of [person.phone, person.phone.slice(1), person.phone.slice(4), '7306', '9999', 'money'])
      expect(logs).not.toContain(secret);
  });
});
