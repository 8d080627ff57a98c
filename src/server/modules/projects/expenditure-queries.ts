import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { projectExpenditures, users } from '@server/db/schema';

export async function listExpenditures(db: Database, projectId: string, page: number, pageSize: number) {
  const where = eq(projectExpenditures.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        expenditure: projectExpenditures,
        recorderFirstName: users.firstName,
        recorderLastName: users.lastName,
      })
      .from(projectExpenditures)
      .leftJoin(users, eq(users.id, projectExpenditures.recordedByUserId))
      .where(where)
      .orderBy(desc(projectExpenditures.spentOn), desc(projectExpenditures.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(projectExpenditures).where(where),
  ]);
  return { rows, total: toCount(total?.total) };
}

export async function insertExpenditure(db: Database, values: typeof projectExpenditures.$inferInsert) {
  const [row] = await db.insert(projectExpenditures).values(values).returning();
  return row!;
}
