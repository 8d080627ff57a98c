import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { companies } from '@server/db/schema';
import type { CompanyVerificationStatus } from '@domain/jobs';

export type CompanyRow = typeof companies.$inferSelect;

/** Oldest submission first: the company that has waited longest is checked first. */
export async function listCompaniesByStatus(
  db: Database,
  status: CompanyVerificationStatus,
  page: number,
  pageSize: number,
) {
  const where = eq(companies.verificationStatus, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.updatedAt), asc(companies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: toCount(total?.total) };
}

/** Decides a pending company only: a company edited meanwhile, or already decided, is left alone. */
export async function decidePendingCompany(
  db: Database,
  id: string,
  decision: { verificationStatus: 'verified' | 'rejected'; verificationReason: string | null; verifiedBy: string },
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...decision, verifiedAt: decision.verificationStatus === 'verified' ? new Date() : null })
    .where(and(eq(companies.id, id), eq(companies.verificationStatus, 'pending')))
    .returning();
  return row ?? null;
}

export async function companyExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return Boolean(row);
}
