import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import { imports, staffMembers } from '@server/db/schema';

/*
 * An uploaded file is its organisation's: its rows and errors name the people of that organisation's
 * caseload. Staff see the imports uploaded by their own organisation's staff (the whole registry sees
 * every one); any other answers 404, as an import that does not exist.
 */
export function importInScope(scope: StaffScope): SQL | undefined {
  if (scope.wholeRegistry) return undefined;
  const organisation = scope.organisation?.code;
  if (!organisation) return sql`false`;
  return exists(
    sql`(select 1 from ${staffMembers} where ${and(
      eq(staffMembers.userId, imports.uploadedByUserId),
      eq(staffMembers.organisation, organisation),
    )})`,
  );
}
