import { PHONE_CODE_RETENTION_DAYS } from '@domain/phone-verification';
import type { Database } from '@server/db/client';
import { deleteCodesBefore } from './queries';

const DAY_MS = 86_400_000;

/** Codes past retention, used or not: the hourly limit looks back one hour only. */
export async function forgetOldPhoneCodes(db: Database, now: Date): Promise<number> {
  return deleteCodesBefore(db, new Date(now.getTime() - PHONE_CODE_RETENTION_DAYS * DAY_MS));
}
