import { lt } from 'drizzle-orm';
import { IMPORT_RETENTION_DAYS } from '@domain/import-templates';
import type { Database } from '@server/db/client';
import { smsMessages, smsOutbox } from '@server/db/schema';

const DAY_MS = 86_400_000;

/** A message's status and cost answer questions for as long as an import's rows do; its notice stays in the portal. */
export const SMS_MESSAGE_RETENTION_DAYS = IMPORT_RETENTION_DAYS;
/** The development outbox holds one-time codes: a week is enough to read them. */
export const SMS_OUTBOX_RETENTION_DAYS = 7;

export interface SmsRetentionReport {
  smsMessagesForgotten: number;
  smsOutboxForgotten: number;
}

export async function forgetOldSms(db: Database, now: Date): Promise<SmsRetentionReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const messages = await db
    .delete(smsMessages)
    .where(lt(smsMessages.createdAt, before(SMS_MESSAGE_RETENTION_DAYS)))
    .returning({ id: smsMessages.id });
  const outbox = await db
    .delete(smsOutbox)
    .where(lt(smsOutbox.createdAt, before(SMS_OUTBOX_RETENTION_DAYS)))
    .returning({ id: smsOutbox.id });
  return { smsMessagesForgotten: messages.length, smsOutboxForgotten: outbox.length };
}
