import { and, asc, count, eq, exists, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_FEEDBACK_STATUSES } from '@domain/feedback';
import type { FeedbackQueueFilters, FeedbackViewer } from '@domain/feedback-handling';
import type { StaffScope } from '@domain/organisations';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaries,
  feedbackCaseNotes,
  feedbackCases,
  feedbackReplies,
  staffMembers,
  users,
} from '@server/db/schema';

export type FeedbackCaseRow = typeof feedbackCases.$inferSelect;

/** The safeguarding permission is not part of the session's user: read it where it decides something. */
export async function loadSafeguarding(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ safeguarding: staffMembers.safeguarding })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId));
  return row?.safeguarding ?? false;
}

/** A staff member reading cases: the safeguarding permission and the scope of people they work with. */
export type ScopedFeedbackViewer = FeedbackViewer & { scope: StaffScope };

const scopedPerson = alias(beneficiaries, 'scoped_person');

/** A case is in scope when its person is (every case names its person, an anonymous one too). */
function caseInScope(scope: StaffScope): SQL | undefined {
  if (scope.wholeRegistry) return undefined;
  return exists(
    sql`(select 1 from ${beneficiaries} as ${scopedPerson} where ${scopedPerson.id} = ${feedbackCases.beneficiaryId}
         and ${personInScope(scope, scopedPerson)})`,
  );
}

/**
 * Every query goes through this: a sensitive case does not exist for a viewer without safeguarding who is
 * not its handler, and no case exists whose person is outside the viewer's scope (when the scope is given).
 */
export function visibleTo(
  viewer: Pick<FeedbackViewer, 'userId' | 'safeguarding'> & { scope?: StaffScope },
): SQL | undefined {
  return and(
    viewer.safeguarding
      ? undefined
      : or(eq(feedbackCases.sensitive, false), eq(feedbackCases.assignedTo, viewer.userId)),
    viewer.scope ? caseInScope(viewer.scope) : undefined,
  );
}

const isOpen = inArray(feedbackCases.status, [...OPEN_FEEDBACK_STATUSES]);
const isOverdue = and(isOpen, lt(feedbackCases.dueAt, sql`now()`));

/*
 * When the person last wrote, derived from the conversation rather than stored,
 * so no write path can forget to keep it. Awaiting our answer: an open case whose
 * person wrote after the agency's last reply (or before any reply at all).
 */
const lastFromPerson = sql`(select max(${feedbackReplies.createdAt}) from ${feedbackReplies}
  where ${feedbackReplies.caseId} = ${feedbackCases.id} and ${feedbackReplies.direction} = 'from_beneficiary')`;
const lastFromAgency = sql`(select max(${feedbackReplies.createdAt}) from ${feedbackReplies}
  where ${feedbackReplies.caseId} = ${feedbackCases.id} and ${feedbackReplies.direction} = 'from_agency')`;
const isAwaitingReply = and(isOpen, sql`${lastFromPerson} > coalesce(${lastFromAgency}, '-infinity'::timestamptz)`);

function filterWhere(viewer: ScopedFeedbackViewer, filters: FeedbackQueueFilters): SQL | undefined {
  // The person on the phone quotes the reference: their case is found whether open or not.
  if (filters.reference) return and(visibleTo(viewer), eq(feedbackCases.reference, filters.reference));
  const status =
    filters.status === 'all'
      ? undefined
      : filters.status === 'open'
        ? isOpen
        : eq(feedbackCases.status, filters.status);
  return and(
    visibleTo(viewer),
    status,
    filters.category ? eq(feedbackCases.category, filters.category) : undefined,
    filters.priority ? eq(feedbackCases.priority, filters.priority) : undefined,
    filters.kind ? eq(feedbackCases.kind, filters.kind) : undefined,
    filters.overdue ? isOverdue : undefined,
    filters.awaitingReply ? isAwaitingReply : undefined,
    filters.assignedToMe ? eq(feedbackCases.assignedTo, viewer.userId) : undefined,
  );
}

const handler = alias(users, 'handler');
const handlerMembership = alias(staffMembers, 'handler_membership');

const queueColumns = {
  row: feedbackCases,
  handlerFirstName: handler.firstName,
  handlerLastName: handler.lastName,
  // A deactivated handler cannot sign in: the case waits for an admin to hand it on.
  handlerActive: sql<boolean>`coalesce(${handlerMembership.status} = 'active', false)`.mapWith(Boolean),
  personFirstName: beneficiaries.firstName,
  personLastName: beneficiaries.lastName,
  personProgresId: beneficiaries.progresId,
  personPhone: beneficiaries.phoneNumber,
  // As epoch milliseconds: both drivers answer a float8 as a number, whatever their timestamp parsing.
  lastFromPerson: sql<number | null>`(extract(epoch from ${lastFromPerson}) * 1000)::float8`.mapWith(
    (value: number | null) => (value === null ? null : new Date(Number(value))),
  ),
  awaitingReply: sql<boolean>`coalesce(${isAwaitingReply}, false)`.mapWith(Boolean),
};

function selectQueue(db: Database) {
  return db
    .select(queueColumns)
    .from(feedbackCases)
    .innerJoin(beneficiaries, eq(beneficiaries.id, feedbackCases.beneficiaryId))
    .leftJoin(handler, eq(handler.id, feedbackCases.assignedTo))
    .leftJoin(handlerMembership, eq(handlerMembership.userId, feedbackCases.assignedTo))
    .$dynamic();
}

export type QueueRow = Awaited<ReturnType<typeof selectQueue>>[number];

/**
 * Overdue first (the agency already owes these), then, within the same overdue
 * state, those where the person wrote again and waits for us; then by due date,
 * oldest received first on a tie.
 */
export async function listQueue(
  db: Database,
  viewer: ScopedFeedbackViewer,
  filters: FeedbackQueueFilters,
  page: number,
  pageSize: number,
) {
  const where = filterWhere(viewer, filters);
  const overdueFirst = sql`case when ${isOverdue} then 0 else 1 end`;
  const awaitingFirst = sql`case when ${isAwaitingReply} then 0 else 1 end`;
  const [rows, [counted]] = await Promise.all([
    selectQueue(db)
      .where(where)
      .orderBy(
        overdueFirst,
        awaitingFirst,
        sql`${feedbackCases.dueAt} asc nulls last`,
        asc(feedbackCases.createdAt),
        asc(feedbackCases.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(feedbackCases).where(where),
  ]);
  return { rows, total: toCount(counted?.total) };
}

/** One case the viewer may see, with its handler and person; null for anything else (the caller answers 404). */
export async function findVisibleCase(
  db: Database,
  viewer: ScopedFeedbackViewer,
  id: string,
): Promise<QueueRow | null> {
  const [row] = await selectQueue(db).where(and(eq(feedbackCases.id, id), visibleTo(viewer)));
  return row ?? null;
}

/** Locks the case for a decision, so two staff members acting at once do not lose one's change. */
export async function lockVisibleCase(
  db: Database,
  viewer: ScopedFeedbackViewer,
  id: string,
): Promise<FeedbackCaseRow | null> {
  const [row] = await db
    .select()
    .from(feedbackCases)
    .where(and(eq(feedbackCases.id, id), visibleTo(viewer)))
    .for('update');
  return row ?? null;
}

export async function updateCase(
  db: Database,
  id: string,
  changes: Partial<typeof feedbackCases.$inferInsert>,
): Promise<void> {
  await db
    .update(feedbackCases)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(feedbackCases.id, id));
}

const author = alias(users, 'author');

export function listCaseReplies(db: Database, caseId: string) {
  return db
    .select({ row: feedbackReplies, firstName: author.firstName, lastName: author.lastName })
    .from(feedbackReplies)
    .leftJoin(author, eq(author.id, feedbackReplies.authorUserId))
    .where(eq(feedbackReplies.caseId, caseId))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
}

export function listCaseNotes(db: Database, caseId: string) {
  return db
    .select({ row: feedbackCaseNotes, firstName: author.firstName, lastName: author.lastName })
    .from(feedbackCaseNotes)
    .leftJoin(author, eq(author.id, feedbackCaseNotes.authorUserId))
    .where(eq(feedbackCaseNotes.caseId, caseId))
    .orderBy(asc(feedbackCaseNotes.createdAt), asc(feedbackCaseNotes.id));
}

export async function insertAgencyReply(db: Database, caseId: string, authorUserId: string, body: string) {
  const [row] = await db
    .insert(feedbackReplies)
    .values({ caseId, direction: 'from_agency', authorUserId, body })
    .returning();
  return row!;
}

export async function insertNote(db: Database, caseId: string, authorUserId: string, body: string) {
  const [row] = await db.insert(feedbackCaseNotes).values({ caseId, authorUserId, body }).returning();
  return row!;
}

/** A staff member who could take a case: exists, is staff, and says whether active and with safeguarding. */
export async function findStaffCandidate(db: Database, userId: string) {
  const [row] = await db
    .select({
      status: staffMembers.status,
      safeguarding: staffMembers.safeguarding,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.userId, userId), eq(users.userType, 'staff')));
  return row ?? null;
}

/** Every active staff member with what deciding who may handle a case needs, by name. */
export function listActiveStaffCandidates(db: Database) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      safeguarding: staffMembers.safeguarding,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.status, 'active'), eq(users.userType, 'staff')))
    .orderBy(asc(users.firstName), asc(users.lastName));
}
