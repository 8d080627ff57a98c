import type { CurrentUser } from '@domain/me';
import type { RankingPage, RankingQuery } from '@domain/programmes/programme-selection';
import type { ProgrammeQuota } from '@domain/programmes/programme-design';
import type { SelectedPerson } from '@domain/programmes/selection';
import { requirePortal } from '@server/auth/guards';
import { programmeInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { loadRanking, toRankedApplicant } from './ranking';
import { findProgramme } from './queries';

export const programmeNotFound = () => new AppError('not_found', 'errors:selection.programmeNotFound');

export function quotaFillOf(quotas: readonly ProgrammeQuota[], selected: readonly SelectedPerson[]) {
  return quotas.map((quota) => ({
    quota,
    filled: selected.filter((person) => person[quota.dimension] === quota.value).length,
  }));
}

/**
 * The ranking of a programme in the staff member's scope (their organisation's; every one with the whole
 * registry): the header counts everyone, the page shows the filtered rows.
 */
export async function rankingOf(
  db: Database,
  user: CurrentUser | null,
  programmeId: string,
  query: RankingQuery,
): Promise<RankingPage> {
  const scope = staffScope(requirePortal(user, 'staff'));
  const programme = await findProgramme(db, programmeId, programmeInScope(scope));
  if (!programme) throw programmeNotFound();
  const ranking = await loadRanking(db, programme);
  const count = (state: string) => ranking.entries.filter((entry) => entry.state === state).length;
  const shown = ranking.entries.filter(
    (entry) =>
      (query.state === 'all' || entry.state === query.state) &&
      (!query.camp || entry.camp === query.camp) &&
      (!query.gender || entry.gender === query.gender),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: shown.slice(start, start + query.pageSize).map(toRankedApplicant),
    page: query.page,
    pageSize: query.pageSize,
    total: shown.length,
    header: {
      places: programme.places,
      selectedCount: ranking.selected.length,
      waitingCount: ranking.waiting.length,
      ineligibleCount: count('ineligible'),
      quotaFill: quotaFillOf(programme.quotas, ranking.selected),
      programmeStatus: programme.status,
    },
  };
}
