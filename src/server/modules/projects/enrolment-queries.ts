import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import type { EnrolmentStatus } from '@domain/projects';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, projectEnrolments } from '@server/db/schema';

export type EnrolmentRow = typeof projectEnrolments.$inferSelect;

const personColumns = {
  beneficiaryId: beneficiaries.id,
  firstName: beneficiaries.firstName,
  lastName: beneficiaries.lastName,
  progresId: beneficiaries.progresId,
  locationCamp: beneficiaries.locationCamp,
  locationArea: beneficiaries.locationArea,
  locationBlock: beneficiaries.locationBlock,
};

/** The people of a project, by name; withdrawn ones only when asked for (or with every status). */
export async function listEnrolments(
  db: Database,
  projectId: string,
  status: EnrolmentStatus | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(projectEnrolments.projectId, projectId),
    status ? eq(projectEnrolments.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ enrolment: projectEnrolments, person: personColumns })
      .from(projectEnrolments)
      .innerJoin(beneficiaries, eq(beneficiaries.id, projectEnrolments.beneficiaryId))
      .where(where)
      .orderBy(asc(beneficiaries.lastName), asc(beneficiaries.firstName), asc(projectEnrolments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(projectEnrolments).where(where),
  ]);
  return { rows, total: toCount(total?.total) };
}

/** The people of the list that exist and are in the staff member's scope. */
export async function existingPeople(db: Database, scope: StaffScope, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(and(inArray(beneficiaries.id, ids), personInScope(scope)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Enrols each person once: a new person gets a row, a withdrawn one is enrolled
 * again, and anyone already enrolled or completed is left as they are. Returns
 * the people whose row was written.
 */
export async function enrolPeople(db: Database, projectId: string, ids: string[], userId: string) {
  const rows = await db
    .insert(projectEnrolments)
    .values(ids.map((beneficiaryId) => ({ projectId, beneficiaryId, enrolledByUserId: userId })))
    .onConflictDoUpdate({
      target: [projectEnrolments.projectId, projectEnrolments.beneficiaryId],
      set: {
        status: 'enrolled',
        enrolledAt: sql`now()`,
        enrolledByUserId: userId,
        withdrawnAt: null,
        withdrawalReason: null,
        completedAt: null,
      },
      setWhere: sql`${projectEnrolments.status} = 'withdrawn'`,
    })
    .returning({ beneficiaryId: projectEnrolments.beneficiaryId });
  return rows.map((row) => row.beneficiaryId);
}

export async function findEnrolment(
  db: Database,
  projectId: string,
  enrolmentId: string,
): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(projectEnrolments)
    .where(and(eq(projectEnrolments.id, enrolmentId), eq(projectEnrolments.projectId, projectId)))
    .limit(1);
  return row ?? null;
}

export async function withdrawEnrolment(
  db: Database,
  enrolmentId: string,
  reason: string,
): Promise<EnrolmentRow | null> {
  const [row] = await db
    .update(projectEnrolments)
    .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawalReason: reason, completedAt: null })
    .where(and(eq(projectEnrolments.id, enrolmentId), ne(projectEnrolments.status, 'withdrawn')))
    .returning();
  return row ?? null;
}

/**
 * Ends one person's enrolment in a project (a place given up in the programme that enrolled them); an
 * enrolment already withdrawn or completed is left as it is. Answers whether one was ended.
 */
export async function withdrawPersonFromProject(
  db: Database,
  projectId: string,
  beneficiaryId: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(projectEnrolments)
    .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawalReason: reason, completedAt: null })
    .where(
      and(
        eq(projectEnrolments.projectId, projectId),
        eq(projectEnrolments.beneficiaryId, beneficiaryId),
        eq(projectEnrolments.status, 'enrolled'),
      ),
    )
    .returning({ id: projectEnrolments.id });
  return rows.length > 0;
}

/** Marks enrolled people of one project completed; other statuses and other projects' rows are left alone. */
export async function completeEnrolments(
  db: Database,
  projectId: string,
  enrolmentIds: string[],
): Promise<EnrolmentRow[]> {
  return db
    .update(projectEnrolments)
    .set({ status: 'completed', completedAt: new Date() })
    .where(
      and(
        eq(projectEnrolments.projectId, projectId),
        inArray(projectEnrolments.id, enrolmentIds),
        eq(projectEnrolments.status, 'enrolled'),
      ),
    )
    .returning();
}

/** The people of the list among those enrolled (or completed) in the project. */
export async function enrolledAmong(db: Database, projectId: string, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: projectEnrolments.beneficiaryId })
    .from(projectEnrolments)
    .where(
      and(
        eq(projectEnrolments.projectId, projectId),
        inArray(projectEnrolments.beneficiaryId, ids),
        ne(projectEnrolments.status, 'withdrawn'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
