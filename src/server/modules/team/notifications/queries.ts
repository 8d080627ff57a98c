import { and, desc, eq, exists, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffScope } from '@domain/organisations';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  duplicateAlerts,
  feedbackCases,
  staffMembers,
  staffNotificationReads,
  users,
} from '@server/db/schema';
import { visibleTo } from '@server/modules/complaints';

/*
 * Each source reads its newest rows along its (status, time) index; the
 * service merges the few rows and keeps the newest of all.
 */

const alertPerson = alias(beneficiaries, 'alert_person');

/** Both people of an alert in scope: only then may the reader know of it and act on it. */
function alertInScope(scope: StaffScope): SQL | undefined {
  if (scope.wholeRegistry) return undefined;
  const inScope = (id: Column) =>
    exists(
      sql`(select 1 from ${beneficiaries} as ${alertPerson} where ${alertPerson.id} = ${id} and ${personInScope(scope, alertPerson)})`,
    );
  return and(inScope(duplicateAlerts.beneficiaryAId), inScope(duplicateAlerts.beneficiaryBId));
}

export async function newestPendingDuplicateAlerts(db: Database, scope: StaffScope, limit: number) {
  return db
    .select({ id: duplicateAlerts.id, at: duplicateAlerts.detectedAt, riskScore: duplicateAlerts.riskScore })
    .from(duplicateAlerts)
    .where(and(eq(duplicateAlerts.status, 'pending'), alertInScope(scope)))
    .orderBy(desc(duplicateAlerts.detectedAt))
    .limit(limit);
}

/** Sign-ups waiting for approval among the staff an admin manages (members/queries.ts managedBy). */
export async function newestPendingStaff(db: Database, managed: SQL | undefined, limit: number) {
  return db
    .select({
      id: staffMembers.userId,
      at: staffMembers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.status, 'pending'), managed))
    .orderBy(desc(staffMembers.createdAt))
    .limit(limit);
}

/**
 * Cases nobody has picked up yet. Sensitive ones only for those allowed to
 * know they exist (staff with safeguarding, or the handler assigned: the queue's
 * own rule, visibleTo), and only of people in the reader's scope; the person is never selected.
 */
export async function newestReceivedFeedback(
  db: Database,
  viewer: { userId: string; safeguarding: boolean; scope: StaffScope },
  limit: number,
) {
  return db
    .select({
      id: feedbackCases.id,
      at: feedbackCases.createdAt,
      reference: feedbackCases.reference,
      kind: feedbackCases.kind,
      category: feedbackCases.category,
      sensitive: feedbackCases.sensitive,
    })
    .from(feedbackCases)
    .where(and(eq(feedbackCases.status, 'new'), visibleTo(viewer)))
    .orderBy(desc(feedbackCases.createdAt))
    .limit(limit);
}

export async function lastSeenAt(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: staffNotificationReads.lastSeenAt })
    .from(staffNotificationReads)
    .where(eq(staffNotificationReads.userId, userId));
  return row?.at ?? null;
}

export async function markSeen(db: Database, userId: string): Promise<Date> {
  const [row] = await db
    .insert(staffNotificationReads)
    .values({ userId, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({ target: staffNotificationReads.userId, set: { lastSeenAt: sql`now()` } })
    .returning({ at: staffNotificationReads.lastSeenAt });
  return row!.at;
}
