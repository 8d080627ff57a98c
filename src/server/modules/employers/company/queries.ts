import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { companies } from '@server/db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'ownerUserId' | 'createdAt' | 'updatedAt'>;

export async function findCompanyByOwner(db: Database, ownerUserId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.ownerUserId, ownerUserId)).limit(1);
  return row ?? null;
}

/** One company per employer account: the owner's unique index makes a second insert an update. */
export async function upsertCompany(db: Database, ownerUserId: string, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ ...values, ownerUserId })
    .onConflictDoUpdate({ target: companies.ownerUserId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}
