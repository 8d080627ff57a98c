import { desc } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';

/** The newest kept mail first. */
export function latestOutboxMail(db: Database, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
