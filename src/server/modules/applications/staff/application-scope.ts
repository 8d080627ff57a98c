import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import { personInScope, programmeInScope } from '@server/auth/staff-scope';
import { beneficiaries, programApplications, programmes } from '@server/db/schema';

/*
 * An application is staff's to see when its programme is their organisation's (they run it) or when the
 * person who applied is in their scope (they look after that person, whoever runs the programme).
 */
export function applicationInScope(scope: StaffScope): SQL {
  if (scope.wholeRegistry) return sql`true`;
  const programmeRuns = and(eq(programmes.id, programApplications.programId), programmeInScope(scope));
  const personCared = and(eq(beneficiaries.id, programApplications.beneficiaryId), personInScope(scope));
  return (
    or(
      exists(sql`(select 1 from ${programmes} where ${programmeRuns})`),
      exists(sql`(select 1 from ${beneficiaries} where ${personCared})`),
    ) ?? sql`false`
  );
}
