import type { CurrentUser } from '@domain/me';
import { formatLocationCode } from '@domain/registry';
import { classifySearch } from '@domain/registry-search';
import { requirePortal } from '@server/auth/guards';
import { personInScope, projectInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { withSearchSettings } from '../staff-list/queries';
import { findPeople, findProjects } from './queries';

/** The header's drop-down shows a handful of each; Enter opens the full registry search. */
export const SEARCH_RESULT_LIMIT = 5;

/**
 * As-you-type search for the header. A list of matches is not a read of one
 * person's record (opening one is, and that page audits it), so nothing is
 * audited here; the search text stays out of the logs (logging.ts cuts query strings). It finds only
 * the people and projects in the staff member's scope.
 */
export async function searchStaffConsole(db: Database, user: CurrentUser | null, text: string) {
  const scope = staffScope(requirePortal(user, 'staff'));
  const term = classifySearch(text);
  const [people, projectRows] = await Promise.all([
    term ? withSearchSettings(db, term, (tx) => findPeople(tx, term, personInScope(scope), SEARCH_RESULT_LIMIT)) : [],
    findProjects(db, text.trim(), projectInScope(scope), SEARCH_RESULT_LIMIT),
  ]);
  return {
    beneficiaries: people.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      progresId: row.progresId,
      location: formatLocationCode({ camp: row.camp, area: row.area, block: row.block }),
      status: row.status,
    })),
    projects: projectRows,
  };
}
