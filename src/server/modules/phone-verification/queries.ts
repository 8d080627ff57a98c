import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, beneficiaryPreferences, phoneVerificationCodes } from '@server/db/schema';

export type PhoneCodeRow = typeof phoneVerificationCodes.$inferSelect;

/**
 * The person's number and language, the row locked until the transaction
 * ends: two requests at once are counted one after the other.
 */
export async function lockPersonPhone(db: Database, beneficiaryId: string) {
  const [row] = await db
    .select({
      id: beneficiaries.id,
      phoneNumber: beneficiaries.phoneNumber,
      phoneVerifiedAt: beneficiaries.phoneVerifiedAt,
    })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, beneficiaryId))
    .for('update');
  return row ?? null;
}

export async function preferredLanguage(db: Database, beneficiaryId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: beneficiaryPreferences.language })
    .from(beneficiaryPreferences)
    .where(eq(beneficiaryPreferences.beneficiaryId, beneficiaryId))
    .limit(1);
  return row?.language ?? null;
}

export async function countCodesSince(db: Database, beneficiaryId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(phoneVerificationCodes)
    .where(and(eq(phoneVerificationCodes.beneficiaryId, beneficiaryId), gte(phoneVerificationCodes.createdAt, since)));
  return toCount(row?.total);
}

/** A new code replaces the ones before it: only the newest one proves the number. */
export async function retireOpenCodes(db: Database, beneficiaryId: string, now: Date): Promise<void> {
  await db
    .update(phoneVerificationCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneVerificationCodes.beneficiaryId, beneficiaryId), isNull(phoneVerificationCodes.usedAt)));
}

export async function insertCode(db: Database, values: typeof phoneVerificationCodes.$inferInsert): Promise<void> {
  await db.insert(phoneVerificationCodes).values(values);
}

/** The newest open code sent to this number, if any. */
export async function openCodeFor(db: Database, beneficiaryId: string, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(phoneVerificationCodes)
    .where(
      and(
        eq(phoneVerificationCodes.beneficiaryId, beneficiaryId),
        eq(phoneVerificationCodes.phoneNumber, phoneNumber),
        isNull(phoneVerificationCodes.usedAt),
      ),
    )
    .orderBy(desc(phoneVerificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export async function countWrongTry(db: Database, codeId: string): Promise<number> {
  const [row] = await db
    .update(phoneVerificationCodes)
    .set({ failedAttempts: sql`${phoneVerificationCodes.failedAttempts} + 1` })
    .where(eq(phoneVerificationCodes.id, codeId))
    .returning({ failedAttempts: phoneVerificationCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function markVerified(db: Database, codeId: string, beneficiaryId: string, now: Date): Promise<void> {
  await db.update(phoneVerificationCodes).set({ usedAt: now }).where(eq(phoneVerificationCodes.id, codeId));
  await db.update(beneficiaries).set({ phoneVerifiedAt: now }).where(eq(beneficiaries.id, beneficiaryId));
}

/** Retention: codes older than the cut-off, spent or not. */
export async function deleteCodesBefore(db: Database, cutOff: Date): Promise<number> {
  const rows = await db
    .delete(phoneVerificationCodes)
    .where(lt(phoneVerificationCodes.createdAt, cutOff))
    .returning({ id: phoneVerificationCodes.id });
  return rows.length;
}
