import { desc } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { mailOutbox, smsOutbox } from '@server/db/schema';

/** The newest kept mail first. */
export function latestOutboxMail(db: Database, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/** The newest kept text messages first. */
export function latestOutboxSms(db: Database, limit: number) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit);
}
