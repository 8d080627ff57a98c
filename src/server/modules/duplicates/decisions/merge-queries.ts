import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { beneficiaries, duplicateMerges, type MovedRows } from '@server/db/schema';

/*
 * Moving a merged record's linked rows to the kept record. Where a unique key
 * forbids two rows (one enrolment per project, one application per job, one
 * open application per programme) the kept person's row wins and the other
 * stays with the merged record, where the history still shows it.
 */
const MOVES: Record<keyof MovedRows, { table: string; skipWhenKeptHas?: string }> = {
  programApplications: {
    table: 'program_applications',
    skipWhenKeptHas: `t.status in ('draft', 'submitted', 'under_review', 'approved') and exists (select 1 from program_applications k
      where k.beneficiary_id = $kept and k.program_id = t.program_id and k.status in ('draft', 'submitted', 'under_review', 'approved'))`,
  },
  projectEnrolments: {
    table: 'project_enrolments',
    skipWhenKeptHas:
      'exists (select 1 from project_enrolments k where k.beneficiary_id = $kept and k.project_id = t.project_id)',
  },
  beneficiaryDocuments: { table: 'beneficiary_documents' },
  // Both records in one payment batch (the double payment deduplication exists to catch): the kept one's stays.
  paymentRecords: {
    table: 'payment_records',
    skipWhenKeptHas:
      't.batch_id is not null and exists (select 1 from payment_records k where k.beneficiary_id = $kept and k.batch_id = t.batch_id)',
  },
  beneficiaryMessages: { table: 'beneficiary_messages' },
  feedbackCases: { table: 'feedback_cases' },
  jobApplications: {
    table: 'job_applications',
    skipWhenKeptHas: 'exists (select 1 from job_applications k where k.beneficiary_id = $kept and k.job_id = t.job_id)',
  },
  beneficiaryNotifications: { table: 'beneficiary_notifications' },
  // A referral follows the person: both organisations keep reading it, now about the record kept.
  referrals: { table: 'referrals' },
};

const TABLES = Object.keys(MOVES) as (keyof MovedRows)[];

export async function moveLinkedRows(db: Database, fromId: string, toId: string): Promise<Required<MovedRows>> {
  const moved = {} as Required<MovedRows>;
  for (const key of TABLES) {
    const { table, skipWhenKeptHas } = MOVES[key];
    const skip = skipWhenKeptHas
      ? sql` and not (${sql.raw(skipWhenKeptHas.replaceAll('$kept', `'${toId}'::uuid`))})`
      : sql``;
    const rows = await rawRows<{ id: string }>(
      db,
      sql`update ${sql.raw(table)} t set beneficiary_id = ${toId}::uuid where t.beneficiary_id = ${fromId}::uuid${skip} returning t.id`,
    );
    moved[key] = rows.map((row) => row.id);
  }
  return moved;
}

/** Moves exactly the rows a merge moved back to the merged record. */
export async function moveRowsBack(db: Database, moved: MovedRows, toId: string): Promise<void> {
  for (const key of TABLES) {
    const ids = moved[key] ?? [];
    if (ids.length === 0) continue;
    await db.execute(
      sql`update ${sql.raw(MOVES[key].table)} set beneficiary_id = ${toId}::uuid where id = any(${sql.param(ids)}::uuid[])`,
    );
  }
}

export async function lockPeople(db: Database, ids: string[]) {
  return db
    .select({
      id: beneficiaries.id,
      userId: beneficiaries.userId,
      status: beneficiaries.status,
      mergedIntoId: beneficiaries.mergedIntoId,
    })
    .from(beneficiaries)
    .where(sql`${beneficiaries.id} = any(${sql.param(ids)}::uuid[])`)
    .orderBy(beneficiaries.id)
    .for('update');
}

export async function setPerson(
  db: Database,
  id: string,
  values: Partial<typeof beneficiaries.$inferInsert>,
): Promise<void> {
  await db
    .update(beneficiaries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(beneficiaries.id, id));
}

export async function insertMerge(db: Database, values: typeof duplicateMerges.$inferInsert): Promise<void> {
  await db.insert(duplicateMerges).values(values);
}

/** The alert's merge still in force, if any. */
export async function findActiveMerge(db: Database, alertId: string) {
  const [row] = await db
    .select()
    .from(duplicateMerges)
    .where(and(eq(duplicateMerges.alertId, alertId), isNull(duplicateMerges.reversedAt)))
    .orderBy(desc(duplicateMerges.mergedAt))
    .limit(1);
  return row ?? null;
}

export async function markMergeReversed(db: Database, id: string, byUserId: string): Promise<void> {
  await db
    .update(duplicateMerges)
    .set({ reversedAt: new Date(), reversedByUserId: byUserId })
    .where(eq(duplicateMerges.id, id));
}
