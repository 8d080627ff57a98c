import { z } from 'zod';
import { notificationTab, type BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import type { Database } from '@server/db/client';
import { beneficiaryNotifications } from '@server/db/schema';
import { defineJob } from '@server/platform/jobs/define-job';
import { enqueue, enqueueMany } from '@server/platform/jobs/enqueue-job';
import { queueNotificationSms } from '@server/modules/sms';

/** The queue whose worker e-mails a notification (mail-job.ts). */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';

export const NOTIFICATION_MAIL_JOB = defineJob({
  queue: NOTIFICATION_MAIL_QUEUE,
  // One e-mail: it must never wait behind an import or a scan.
  lane: 'short',
  payload: z.object({ notificationId: z.guid() }),
  // After the last one the notification's mail outcome says 'failed'.
  attempts: 3,
});

export interface NewNotification {
  beneficiaryId: string;
  kind: BeneficiaryNotificationKind;
  /** What the text needs (a programme name, an amount); never contact details or free text from staff. */
  params?: Record<string, string | number>;
}

/**
 * Tells a person that their case moved. Call it inside the transaction that
 * moves the case: the notification and its mail job commit with the change, or
 * not at all. The job carries only the notification's id.
 */
export async function notifyBeneficiary(db: Database, notification: NewNotification): Promise<void> {
  const [row] = await db
    .insert(beneficiaryNotifications)
    .values({
      beneficiaryId: notification.beneficiaryId,
      kind: notification.kind,
      params: notification.params ?? {},
      tab: notificationTab(notification.kind),
    })
    .returning({ id: beneficiaryNotifications.id });
  await enqueue(db, NOTIFICATION_MAIL_JOB, { notificationId: row!.id });
  // And by SMS, for a person who turned it on for this topic: queued with the notice, sent by its own job.
  await queueNotificationSms(db, [
    { notificationId: row!.id, beneficiaryId: notification.beneficiaryId, kind: notification.kind },
  ]);
}

/** Rows a statement: a group message to a whole camp stays a handful of statements. */
const CHUNK = 1000;

/** Many notices at once (a group message, a batch paid): set-based, one mail job each. */
export async function notifyBeneficiaries(db: Database, notifications: NewNotification[]): Promise<void> {
  for (let start = 0; start < notifications.length; start += CHUNK) {
    const chunk = notifications.slice(start, start + CHUNK);
    const rows = await db
      .insert(beneficiaryNotifications)
      .values(
        chunk.map((n) => ({
          beneficiaryId: n.beneficiaryId,
          kind: n.kind,
          params: n.params ?? {},
          tab: notificationTab(n.kind),
        })),
      )
      .returning({
        id: beneficiaryNotifications.id,
        beneficiaryId: beneficiaryNotifications.beneficiaryId,
        kind: beneficiaryNotifications.kind,
      });
    await enqueueMany(
      db,
      NOTIFICATION_MAIL_JOB,
      rows.map((row) => ({ notificationId: row.id })),
    );
    await queueNotificationSms(
      db,
      rows.map((row) => ({ notificationId: row.id, beneficiaryId: row.beneficiaryId, kind: row.kind })),
    );
  }
}
