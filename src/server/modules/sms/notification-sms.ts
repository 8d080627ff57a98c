import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import { notificationSmsKey } from '@domain/sms-messages';
import { isSmsLanguage, smsNoticeText, smsTopicOf } from '@domain/sms-notices';
import type { Database } from '@server/db/client';
import { beneficiaries, beneficiaryPreferences } from '@server/db/schema';
import { queueSms } from './queue-sms';

export interface MadeNotification {
  notificationId: string;
  beneficiaryId: string;
  kind: BeneficiaryNotificationKind;
}

/**
 * Queues the text message of each notice whose person turned SMS on, and that
 * topic too, and has a phone they verified by a one-time code. No preferences
 * row means the Settings defaults: no SMS. A person who never chose SMS is never
 * texted, nor is a number nobody proved is theirs.
 */
export async function queueNotificationSms(db: Database, notices: MadeNotification[]): Promise<void> {
  if (notices.length === 0) return;
  const people = await db
    .select({
      id: beneficiaries.id,
      phoneNumber: beneficiaries.phoneNumber,
      language: beneficiaryPreferences.language,
      smsApplicationUpdates: beneficiaryPreferences.smsApplicationUpdates,
      smsPaymentUpdates: beneficiaryPreferences.smsPaymentUpdates,
      smsMessageUpdates: beneficiaryPreferences.smsMessageUpdates,
    })
    .from(beneficiaries)
    .innerJoin(beneficiaryPreferences, eq(beneficiaryPreferences.beneficiaryId, beneficiaries.id))
    .where(
      and(
        inArray(beneficiaries.id, [...new Set(notices.map((notice) => notice.beneficiaryId))]),
        isNotNull(beneficiaries.phoneNumber),
        isNotNull(beneficiaries.phoneVerifiedAt),
        eq(beneficiaryPreferences.notifyBySms, true),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  for (const notice of notices) {
    const person = byId.get(notice.beneficiaryId);
    if (!person?.phoneNumber || !person[smsTopicOf(notice.kind)]) continue;
    const language = isSmsLanguage(person.language) ? person.language : 'en';
    await queueSms(db, {
      idempotencyKey: notificationSmsKey(notice.notificationId, notice.beneficiaryId),
      beneficiaryId: person.id,
      to: person.phoneNumber,
      language,
      text: smsNoticeText(language, notice.kind),
    });
  }
}
