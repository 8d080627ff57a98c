import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import { programmeAudienceStatuses, type GroupAudience } from '@domain/staff-messages';
import { personInScope, programmeInScope, projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { rawRows } from '@server/db/raw-rows';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beneficiaries, programApplications, programmes, projectEnrolments, projects } from '@server/db/schema';

/**
 * The people a group message reaches, as one SELECT of beneficiary ids, so
 * counting and sending stay set-based at camp scale. Records merged into
 * another are never recipients: their conversations belong to the kept record.
 * A camp group reaches only the people of that camp in the sender's scope; a
 * project or programme outside the scope is refused before this (audienceExists).
 */
export function audienceRecipients(db: Database, scope: StaffScope, audience: GroupAudience) {
  const current = isNull(beneficiaries.mergedIntoId);
  // One column name whatever the source, for the INSERT ... SELECT that sends.
  const recipient = (column: AnyPgColumn) => ({ beneficiaryId: sql<string>`${column}`.as('beneficiary_id') });
  switch (audience.type) {
    case 'project':
      return db
        .select(recipient(projectEnrolments.beneficiaryId))
        .from(projectEnrolments)
        .innerJoin(beneficiaries, eq(beneficiaries.id, projectEnrolments.beneficiaryId))
        .where(
          and(eq(projectEnrolments.projectId, audience.projectId), eq(projectEnrolments.status, 'enrolled'), current),
        );
    case 'camp':
      return db
        .select(recipient(beneficiaries.id))
        .from(beneficiaries)
        .where(
          and(
            eq(beneficiaries.locationCamp, audience.camp),
            eq(beneficiaries.status, 'active'),
            current,
            personInScope(scope),
          ),
        );
    case 'programme':
      return db
        .selectDistinct(recipient(programApplications.beneficiaryId))
        .from(programApplications)
        .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
        .where(
          and(
            eq(programApplications.programId, audience.programmeId),
            inArray(programApplications.status, programmeAudienceStatuses(audience)),
            current,
          ),
        );
  }
}

export async function countAudience(db: Database, scope: StaffScope, audience: GroupAudience): Promise<number> {
  const recipients = audienceRecipients(db, scope, audience).as('recipients');
  const [row] = await db.select({ total: sql`count(*)` }).from(recipients);
  return toCount(row?.total);
}

/**
 * Whether the group a message names exists within the sender's scope: a camp among their places (a camp
 * is checked by the schema), a project or programme of their organisation; everything with the whole registry.
 */
export async function audienceExists(db: Database, scope: StaffScope, audience: GroupAudience): Promise<boolean> {
  if (audience.type === 'camp')
    return scope.wholeRegistry || scope.places.some((place) => place.camp === audience.camp);
  const query: SQL =
    audience.type === 'project'
      ? sql`select 1 from ${projects} where ${projects.id} = ${audience.projectId} and ${projectInScope(scope)}`
      : sql`select 1 from ${programmes} where ${programmes.id} = ${audience.programmeId} and ${programmeInScope(scope)}`;
  return (await rawRows(db, query)).length > 0;
}
