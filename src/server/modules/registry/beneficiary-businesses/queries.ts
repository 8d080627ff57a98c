import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaryBusinesses } from '@server/db/schema';

export type BusinessRow = typeof beneficiaryBusinesses.$inferSelect;
type BusinessValues = Pick<
  BusinessRow,
  'name' | 'sector' | 'location' | 'startDate' | 'status' | 'employees' | 'monthlyRevenue'
>;

export async function listBusinesses(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  const where = eq(beneficiaryBusinesses.beneficiaryId, beneficiaryId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(beneficiaryBusinesses)
      .where(where)
      .orderBy(desc(beneficiaryBusinesses.createdAt), desc(beneficiaryBusinesses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countBusinesses(db, beneficiaryId),
  ]);
  return { rows, total };
}

export async function countBusinesses(db: Database, beneficiaryId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(beneficiaryBusinesses)
    .where(eq(beneficiaryBusinesses.beneficiaryId, beneficiaryId));
  return toCount(counted?.total);
}

export async function insertBusiness(
  db: Database,
  beneficiaryId: string,
  values: BusinessValues,
): Promise<BusinessRow> {
  const [row] = await db
    .insert(beneficiaryBusinesses)
    .values({ ...values, beneficiaryId })
    .returning();
  return row!;
}

/** Updates only a business of this person: someone else's id matches no row. */
export async function updateOwnBusiness(
  db: Database,
  beneficiaryId: string,
  id: string,
  values: BusinessValues,
): Promise<BusinessRow | null> {
  const [row] = await db
    .update(beneficiaryBusinesses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(beneficiaryBusinesses.id, id), eq(beneficiaryBusinesses.beneficiaryId, beneficiaryId)))
    .returning();
  return row ?? null;
}
