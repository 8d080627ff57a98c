import { and, eq, exists, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '@domain/me';
import type { StaffScope } from '@domain/organisations';
import type { Database } from '@server/db/client';
import { beneficiaries, programmes, projectEnrolments, projects } from '@server/db/schema';
import { AppError } from '@server/errors';
import { findCurrentUser } from './current-user';

/*
 * The one place that says what a staff member may see (domain/organisations.ts StaffScope). Services put
 * these conditions in their queries, so a record outside scope is never read, counted or exported; one
 * asked for by id answers 404, as a record that does not exist does.
 */

/** The signed-in staff member's scope (the portal guard has already checked they are active staff). */
export function staffScope(user: CurrentUser): StaffScope {
  if (!user.staff) throw new AppError('forbidden', 'errors:wrongPortal', { params: { portal: 'staff' } });
  return user.staff.scope;
}

/** The columns of a person row the scope looks at: the beneficiaries table, or an alias of it. */
export interface PersonColumns {
  id: Column;
  locationCamp: Column;
  locationArea: Column;
  locationBlock: Column;
}

const ALWAYS = sql`true`;
const NEVER = sql`false`;
/** Enrolments that tie a person to the project's organisation: current and completed ones (follow-up). */
const TYING_ENROLMENTS = ['enrolled', 'completed'] as const;

/** People living in the scope's places, or enrolled in a project of the scope's organisation. */
export function personInScope(scope: StaffScope, person: PersonColumns = beneficiaries): SQL {
  if (scope.wholeRegistry) return ALWAYS;
  const inPlaces = scope.places.map((place) =>
    and(
      eq(person.locationCamp, place.camp),
      place.area === null ? undefined : eq(person.locationArea, place.area),
      place.block === null ? undefined : eq(person.locationBlock, place.block),
    ),
  );
  const organisation = scope.organisation?.code;
  const inOwnProjects = organisation
    ? exists(
        sql`(select 1 from ${projectEnrolments} join ${projects} on ${projects.id} = ${projectEnrolments.projectId}
             where ${projectEnrolments.beneficiaryId} = ${person.id}
               and ${inArray(projectEnrolments.status, [...TYING_ENROLMENTS])}
               and ${projects.partner} = ${organisation})`,
      )
    : undefined;
  return or(...inPlaces, inOwnProjects) ?? NEVER;
}

/** Projects the scope's organisation runs (every project with the whole registry). */
export function projectInScope(scope: StaffScope, partner: Column = projects.partner): SQL {
  if (scope.wholeRegistry) return ALWAYS;
  return scope.organisation ? eq(partner, scope.organisation.code) : NEVER;
}

/** Programmes the scope's organisation runs (every programme with the whole registry). */
export function programmeInScope(scope: StaffScope, organisation: Column = programmes.organisation): SQL {
  if (scope.wholeRegistry) return ALWAYS;
  return scope.organisation ? eq(organisation, scope.organisation.code) : NEVER;
}

/** Whether one person is in scope. */
export async function isPersonInScope(db: Database, scope: StaffScope, beneficiaryId: string): Promise<boolean> {
  if (scope.wholeRegistry) return true;
  const [row] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, beneficiaryId), personInScope(scope)))
    .limit(1);
  return row !== undefined;
}

/** Throws 404 (the answer for a person who does not exist) unless the person is in scope. */
export async function requirePersonInScope(db: Database, scope: StaffScope, beneficiaryId: string): Promise<void> {
  if (!(await isPersonInScope(db, scope, beneficiaryId)))
    throw new AppError('not_found', 'errors:registryRecord.notFound');
}

/**
 * Whether another staff member (one a case or a task would be handed to) has the person in their scope: read
 * the way their own requests read it, so handing over never gives someone a record they could not open.
 */
export async function staffMemberReachesPerson(db: Database, userId: string, beneficiaryId: string): Promise<boolean> {
  const member = await findCurrentUser(db, userId);
  if (!member?.staff) return false;
  return isPersonInScope(db, member.staff.scope, beneficiaryId);
}

const scopedPerson = alias(beneficiaries, 'scoped_person');

/**
 * A column holding a person's id (an alert's, a household member's) names a person in scope: for rows that
 * point at people rather than being people themselves.
 */
export function personIdInScope(scope: StaffScope, beneficiaryId: Column): SQL {
  if (scope.wholeRegistry) return ALWAYS;
  return exists(
    sql`(select 1 from ${beneficiaries} as "scoped_person" where ${scopedPerson.id} = ${beneficiaryId}
         and ${personInScope(scope, scopedPerson)})`,
  );
}
