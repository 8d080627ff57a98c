import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, beneficiaryDocuments } from '@server/db/schema';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

export async function findBeneficiaryByUserId(db: Database, userId: string): Promise<BeneficiaryRow | null> {
  const [row] = await db.select().from(beneficiaries).where(eq(beneficiaries.userId, userId)).limit(1);
  return row ?? null;
}

/** Two first loads at once both try to insert: the unique user_id keeps one, and both read it. */
export async function insertBeneficiaryForUser(db: Database, values: typeof beneficiaries.$inferInsert): Promise<void> {
  await db.insert(beneficiaries).values(values).onConflictDoNothing({ target: beneficiaries.userId });
}

export async function updateBeneficiary(
  db: Database,
  id: string,
  changes: Partial<typeof beneficiaries.$inferInsert>,
): Promise<BeneficiaryRow> {
  const [row] = await db
    .update(beneficiaries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(beneficiaries.id, id))
    .returning();
  return row as BeneficiaryRow;
}

export async function countVerifiedDocuments(db: Database, beneficiaryId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(beneficiaryDocuments)
    .where(and(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId), eq(beneficiaryDocuments.status, 'verified')));
  return toCount(row?.total);
}
