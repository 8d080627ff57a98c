import { and, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_TOPIC, type BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import type { Database } from '@server/db/client';
import { beneficiaries, beneficiaryNotifications, beneficiaryPreferences, users } from '@server/db/schema';
import { translate, type ServerLanguage } from '@server/platform/i18n';
import type { JobPayload } from '@server/platform/jobs/define-job';
import type { JobHandler } from '@server/platform/jobs/job-worker';
import type { Mailer, MailMessage } from '@server/platform/mail/mailer';
import {
  displayParams,
  notificationBody,
  notificationLanguage,
  notificationTitle,
  programmeNames,
} from './notification-text';
import type { NOTIFICATION_MAIL_JOB } from './notify-beneficiary';

export interface NotificationMailDeps {
  mailer: Mailer;
  /** The portal's public address, for the link in the mail. */
  baseUrl: string;
}

type Outcome = 'sent' | 'no_verified_email' | 'turned_off' | 'failed';

async function loadRecipient(db: Database, notificationId: string) {
  const [row] = await db
    .select({
      id: beneficiaryNotifications.id,
      kind: beneficiaryNotifications.kind,
      params: beneficiaryNotifications.params,
      tab: beneficiaryNotifications.tab,
      emailOutcome: beneficiaryNotifications.emailOutcome,
      email: users.email,
      emailVerified: users.emailVerified,
      language: beneficiaryPreferences.language,
      notifyByEmail: beneficiaryPreferences.notifyByEmail,
      notifyApplicationUpdates: beneficiaryPreferences.notifyApplicationUpdates,
      notifyPaymentUpdates: beneficiaryPreferences.notifyPaymentUpdates,
    })
    .from(beneficiaryNotifications)
    .innerJoin(beneficiaries, eq(beneficiaries.id, beneficiaryNotifications.beneficiaryId))
    .leftJoin(users, eq(users.id, beneficiaries.userId))
    .leftJoin(beneficiaryPreferences, eq(beneficiaryPreferences.beneficiaryId, beneficiaries.id))
    .where(eq(beneficiaryNotifications.id, notificationId))
    .limit(1);
  return row ?? null;
}

type Recipient = NonNullable<Awaited<ReturnType<typeof loadRecipient>>>;

/** Whether the person wants this mail; no preferences row means the Settings defaults (all on). */
function wantsMail(recipient: Recipient): boolean {
  if (recipient.notifyByEmail === false) return false;
  const topic = NOTIFICATION_TOPIC[recipient.kind];
  if (topic === 'applications') return recipient.notifyApplicationUpdates !== false;
  if (topic === 'payments') return recipient.notifyPaymentUpdates !== false;
  return true;
}

async function composeMail(
  db: Database,
  recipient: Recipient & { email: string },
  language: ServerLanguage,
  baseUrl: string,
): Promise<MailMessage> {
  const kind: BeneficiaryNotificationKind = recipient.kind;
  const params = displayParams(recipient.params, language, await programmeNames(db, [recipient.params], language));
  const link = `${baseUrl}/beneficiary/${recipient.tab}`;
  const text = [
    translate(language, 'notifications:email.greeting'),
    '',
    notificationBody(language, kind, params),
    '',
    translate(language, 'notifications:email.open'),
    link,
    '',
    translate(language, 'notifications:email.settings', { url: `${baseUrl}/beneficiary/settings` }),
    '',
    translate(language, 'email:signature'),
  ].join('\n');
  return { to: recipient.email, subject: notificationTitle(language, kind, params), text };
}

/** Claims the outcome so a second run (a crash, a retry) never mails twice. */
async function claimOutcome(db: Database, id: string, outcome: Outcome): Promise<boolean> {
  const claimed = await db
    .update(beneficiaryNotifications)
    .set({ emailOutcome: outcome })
    .where(and(eq(beneficiaryNotifications.id, id), isNull(beneficiaryNotifications.emailOutcome)))
    .returning({ id: beneficiaryNotifications.id });
  return claimed.length > 0;
}

/**
 * E-mails one notification in the person's saved language, when they have a
 * verified address and want mail about its topic; the outcome is written
 * either way. The mail is claimed before it is sent: a crash in between loses
 * one e-mail (the notice stays in the portal) rather than sending two.
 */
export function notificationMailJob(
  db: Database,
  deps: NotificationMailDeps,
): JobHandler<JobPayload<typeof NOTIFICATION_MAIL_JOB>> {
  return async ({ notificationId }, context) => {
    const recipient = await loadRecipient(db, notificationId);
    if (!recipient || recipient.emailOutcome !== null) return;
    if (!recipient.email || !recipient.emailVerified) {
      await claimOutcome(db, recipient.id, 'no_verified_email');
      return;
    }
    if (!wantsMail(recipient)) {
      await claimOutcome(db, recipient.id, 'turned_off');
      return;
    }
    const mail = await composeMail(
      db,
      { ...recipient, email: recipient.email },
      notificationLanguage(recipient.language),
      deps.baseUrl,
    );
    if (!(await claimOutcome(db, recipient.id, 'sent'))) return;
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      const last = context.lastAttempt;
      await db
        .update(beneficiaryNotifications)
        .set({ emailOutcome: last ? 'failed' : null })
        .where(eq(beneficiaryNotifications.id, recipient.id));
      if (!last) throw new Error(`notification mail not sent: ${(error as Error).name}`, { cause: error });
    }
  };
}
