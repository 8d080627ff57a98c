import { and, desc, eq } from 'drizzle-orm';
import type { Preferences } from '@domain/beneficiary-settings';
import type { Database } from '@server/db/client';
import { accountDeletionRequests, beneficiaryPreferences } from '@server/db/schema';

export type PreferencesRow = typeof beneficiaryPreferences.$inferSelect;
export type DeletionRequestRow = typeof accountDeletionRequests.$inferSelect;

export async function findPreferences(db: Database, beneficiaryId: string): Promise<PreferencesRow | null> {
  const [row] = await db
    .select()
    .from(beneficiaryPreferences)
    .where(eq(beneficiaryPreferences.beneficiaryId, beneficiaryId))
    .limit(1);
  return row ?? null;
}

export async function upsertPreferences(
  db: Database,
  beneficiaryId: string,
  values: Preferences,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(beneficiaryPreferences)
    .values({ ...values, beneficiaryId })
    .onConflictDoUpdate({ target: beneficiaryPreferences.beneficiaryId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function findPendingDeletionRequest(
  db: Database,
  beneficiaryId: string,
): Promise<DeletionRequestRow | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.beneficiaryId, beneficiaryId), eq(accountDeletionRequests.status, 'pending')))
    .orderBy(desc(accountDeletionRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertDeletionRequest(
  db: Database,
  values: { userId: string; beneficiaryId: string; reason: string | null },
): Promise<DeletionRequestRow> {
  const [row] = await db.insert(accountDeletionRequests).values(values).returning();
  return row!;
}

/** Only a pending request of this person can be cancelled; anything else matches no row. */
export async function cancelPendingDeletionRequest(db: Database, beneficiaryId: string): Promise<boolean> {
  const rows = await db
    .update(accountDeletionRequests)
    .set({ status: 'cancelled' })
    .where(and(eq(accountDeletionRequests.beneficiaryId, beneficiaryId), eq(accountDeletionRequests.status, 'pending')))
    .returning({ id: accountDeletionRequests.id });
  return rows.length > 0;
}
