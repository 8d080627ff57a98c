import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_FEEDBACK_STATUSES, type FeedbackReplyDirection } from '@domain/feedback';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { feedbackCases, feedbackReplies } from '@server/db/schema';

export type FeedbackCaseRow = typeof feedbackCases.$inferSelect;
export type FeedbackReplyRow = typeof feedbackReplies.$inferSelect;
export type NewFeedbackCase = Omit<
  typeof feedbackCases.$inferInsert,
  'id' | 'status' | 'assignedTo' | 'resolvedAt' | 'createdAt' | 'updatedAt'
>;

/**
 * Agency replies per case, counted in the same query as the page. The columns
 * are written out whole: drizzle would leave the outer "id" unqualified, and
 * inside the subquery that names the reply's own id.
 */
const agencyReplies = sql<number>`(select count(*) from "feedback_replies" as r
  where r."case_id" = "feedback_cases"."id" and r."direction" = 'from_agency')`.mapWith(toCount);

export async function listCases(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  const where = eq(feedbackCases.beneficiaryId, beneficiaryId);
  const [rows, [counted], openTotal] = await Promise.all([
    db
      .select({ row: feedbackCases, agencyReplies })
      .from(feedbackCases)
      .where(where)
      .orderBy(desc(feedbackCases.createdAt), desc(feedbackCases.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(feedbackCases).where(where),
    countOpenCases(db, beneficiaryId),
  ]);
  return { rows, total: toCount(counted?.total), openTotal };
}

export async function countOpenCases(db: Database, beneficiaryId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(feedbackCases)
    .where(
      and(eq(feedbackCases.beneficiaryId, beneficiaryId), inArray(feedbackCases.status, [...OPEN_FEEDBACK_STATUSES])),
    );
  return toCount(counted?.total);
}

/** The next reference number; a sequence never hands out the same one twice. */
export async function nextReferenceNumber(db: Database): Promise<number> {
  const [next] = await db
    .select({ value: sql<string>`nextval('feedback_reference_seq')` })
    .from(sql`(select 1) as one`);
  return toCount(next?.value);
}

export async function insertCase(db: Database, values: NewFeedbackCase): Promise<FeedbackCaseRow> {
  const [row] = await db.insert(feedbackCases).values(values).returning();
  return row!;
}

const ownCase = (beneficiaryId: string, id: string) =>
  and(eq(feedbackCases.id, id), eq(feedbackCases.beneficiaryId, beneficiaryId));

/** Finds only a case of this person: someone else's id matches no row. */
export async function findOwnCase(db: Database, beneficiaryId: string, id: string): Promise<FeedbackCaseRow | null> {
  const [row] = await db.select().from(feedbackCases).where(ownCase(beneficiaryId, id));
  return row ?? null;
}

/** The same, locked: a follow-up waits for a staff decision in flight and then sees the status it left. */
export async function lockOwnCase(db: Database, beneficiaryId: string, id: string): Promise<FeedbackCaseRow | null> {
  const [row] = await db.select().from(feedbackCases).where(ownCase(beneficiaryId, id)).for('update');
  return row ?? null;
}

export function listReplies(db: Database, caseId: string): Promise<FeedbackReplyRow[]> {
  return db
    .select()
    .from(feedbackReplies)
    .where(eq(feedbackReplies.caseId, caseId))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
}

/** Adds a message and marks the case as touched, so the list shows recent activity. */
export async function insertReply(
  db: Database,
  values: { caseId: string; direction: FeedbackReplyDirection; authorUserId: string | null; body: string },
): Promise<FeedbackReplyRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(feedbackReplies).values(values).returning();
    await tx.update(feedbackCases).set({ updatedAt: new Date() }).where(eq(feedbackCases.id, values.caseId));
    return row!;
  });
}

/** Only a case still resolved: one staff closed meanwhile stays closed. */
export async function reopenResolvedCase(db: Database, id: string, dueAt: Date): Promise<void> {
  await db
    .update(feedbackCases)
    .set({ status: 'in_progress', resolvedAt: null, dueAt, updatedAt: new Date() })
    .where(and(eq(feedbackCases.id, id), eq(feedbackCases.status, 'resolved')));
}
