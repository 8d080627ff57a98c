import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTab, type BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import { beneficiaryNotifications } from '@server/db/schema';
import { buildUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { notificationMailJob } from './mail-job';
import { beneficiaryIdOf, outcomeOf, savePreferences, verifyEmail } from './notifications-fixtures';

describe('notification e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function person(options: { verified?: boolean } = {}) {
    const user = await buildUser(t);
    if (options.verified ?? true) await verifyEmail(t, user);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    // Sign-up mailed a verification link: only what comes after counts.
    signUpMails.set(user.email, t.mailer.sent.length);
    return { user, beneficiaryId };
  }
  const signUpMails = new Map<string, number>();

  /*
   * Notifications written without their queued mail job, and mailed by calling
   * the job's handler: on a shared PostgreSQL another file's worker would take
   * a queued job and send the mail through that file's mailer.
   */
  const waiting: string[] = [];
  async function notify(
    beneficiaryId: string,
    kind: BeneficiaryNotificationKind,
    params: Record<string, string | number> = {},
  ) {
    const [row] = await t.database.db
      .insert(beneficiaryNotifications)
      .values({ beneficiaryId, kind, params, tab: notificationTab(kind) })
      .returning({ id: beneficiaryNotifications.id });
    waiting.push(row!.id);
    return row!.id;
  }
  const runJob = (notificationId: string) =>
    notificationMailJob(t.database.db, { mailer: t.mailer, baseUrl: t.config.baseUrl })(
      { notificationId },
      { jobId: notificationId, attempt: 1, lastAttempt: false },
    );
  const mailWaiting = async () => {
    for (const id of waiting.splice(0)) await runJob(id);
  };
  const mailsTo = (email: string) => t.mailer.sent.slice(signUpMails.get(email)).filter((m) => m.to === email);

  it('mails a verified address in English by default, with the programme name and a link to the tab', async () => {
    const { user, beneficiaryId } = await person();
    const id = await notify(beneficiaryId, 'application_approved', { programmeId: 'cash-transfer' });
    await mailWaiting();
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your application was approved');
    expect(mail!.text).toContain('your application for Emergency Cash Transfer was approved');
    expect(mail!.text).toContain(`${t.config.baseUrl}/beneficiary/applications`);
    expect(await outcomeOf(t, id)).toBe('sent');
  });

  it('writes in the saved language: Swahili texts, programme name and amount', async () => {
    const { user, beneficiaryId } = await person();
    await savePreferences(t, beneficiaryId, { language: 'sw' });
    await notify(beneficiaryId, 'application_under_review', { programmeId: 'cash-transfer' });
    await notify(beneficiaryId, 'payment_completed', { amount: 5000 });
    await mailWaiting();
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Ombi lako linakaguliwa', 'Umelipwa']);
    expect(mails.find((m) => m.subject === 'Ombi lako linakaguliwa')!.text).toContain(
      'ombi lako la Uhamisho wa Fedha wa Dharura',
    );
    expect(mails.find((m) => m.subject === 'Umelipwa')!.text).toMatch(/Malipo ya Ksh\s?5,000 yametumwa kwako/);
  });

  it('sends nothing to an unverified address and says why', async () => {
    const { user, beneficiaryId } = await person({ verified: false });
    const id = await notify(beneficiaryId, 'message_received');
    await mailWaiting();
    expect(mailsTo(user.email)).toEqual([]);
    expect(await outcomeOf(t, id)).toBe('no_verified_email');
  });

  it('respects a topic turned off, and e-mail turned off, but always sends what has no topic', async () => {
    const { user, beneficiaryId } = await person();
    await savePreferences(t, beneficiaryId, { notifyPaymentUpdates: false });
    const payment = await notify(beneficiaryId, 'payment_completed', { amount: 3000 });
    const message = await notify(beneficiaryId, 'message_received');
    await mailWaiting();
    expect(await outcomeOf(t, payment)).toBe('turned_off');
    expect(await outcomeOf(t, message)).toBe('sent');
    expect(mailsTo(user.email).map((m) => m.subject)).toEqual(['New message from our team']);

    await savePreferences(t, beneficiaryId, { notifyByEmail: false });
    const second = await notify(beneficiaryId, 'message_received');
    await mailWaiting();
    expect(await outcomeOf(t, second)).toBe('turned_off');
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('does not mail twice when the job runs again', async () => {
    const { user, beneficiaryId } = await person();
    const id = await notify(beneficiaryId, 'document_verified', { documentType: 'passport' });
    await mailWaiting();
    await runJob(id);
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your Passport was checked and verified.');
  });

  it('keeps addresses out of the logs', async () => {
    const { user, beneficiaryId } = await person();
    await notify(beneficiaryId, 'message_received');
    await mailWaiting();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(t.logs.join('\n')).not.toContain(user.email);
  });
});
