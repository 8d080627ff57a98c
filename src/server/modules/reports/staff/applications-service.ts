import type { CurrentUser } from '@domain/me';
import {
  SELECTION_AGE_BANDS,
  SELECTION_COUNT_KEYS,
  SELECTION_GENDER_GROUPS,
  emptySelectionCounts,
  type ApplicationsReport,
  type ApplicationsReportFilter,
  type SelectionCounts,
} from '@domain/programme-selection-report';
import { programmeText } from '@domain/programmes/programme-design';
import type { Camp } from '@domain/registry';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { countApplicationsByGroup } from './applications-queries';
import { toRange } from './report-range';

type Group = Awaited<ReturnType<typeof countApplicationsByGroup>>[number];

function add(into: SelectionCounts, counts: SelectionCounts) {
  for (const key of SELECTION_COUNT_KEYS) into[key] += counts[key];
}

/** A row's totals with every gender group and age band listed, empty ones included, in a fixed order. */
function splitRow(groups: readonly Group[]) {
  const totals = emptySelectionCounts();
  const byGender = SELECTION_GENDER_GROUPS.map((gender) => ({ gender, ...emptySelectionCounts() }));
  const byAgeBand = SELECTION_AGE_BANDS.map((band) => ({ band, ...emptySelectionCounts() }));
  for (const group of groups) {
    add(totals, group.counts);
    add(byGender[SELECTION_GENDER_GROUPS.indexOf(group.gender)]!, group.counts);
    add(byAgeBand[SELECTION_AGE_BANDS.indexOf(group.band)]!, group.counts);
  }
  return { ...totals, byGender, byAgeBand };
}

function groupBy<K>(groups: readonly Group[], keyOf: (group: Group) => K): Map<K, Group[]> {
  const grouped = new Map<K, Group[]>();
  for (const group of groups) {
    const key = keyOf(group);
    grouped.set(key, [...(grouped.get(key) ?? []), group]);
  }
  return grouped;
}

const campOrder = (camp: Camp | null) => camp ?? '\uffff';

/**
 * Applications and selection per programme (in the order programmes are offered) and per camp, split by
 * gender group and age band, from one grouped query: counts only, so no audit entry.
 */
export async function applicationsReport(
  db: Database,
  user: CurrentUser | null,
  filter: ApplicationsReportFilter,
  language: string,
): Promise<ApplicationsReport> {
  const staff = staffScope(requirePortal(user, 'staff'));
  const groups = await countApplicationsByGroup(db, {
    ...toRange(filter),
    staff,
    camp: filter.camp,
    programmeId: filter.programmeId,
  });
  const byProgramme = [...groupBy(groups, (group) => group.programmeId)].map(([programmeId, rows]) => ({
    programmeId,
    programme: programmeText(rows[0]!.content, language).name,
    ...splitRow(rows),
    camps: [...groupBy(rows, (group) => group.camp)].sort(([a], [b]) => campOrder(a).localeCompare(campOrder(b))),
  }));
  const totals = emptySelectionCounts();
  for (const group of groups) add(totals, group.counts);
  return {
    byProgramme: byProgramme.map(({ camps: _camps, ...row }) => row),
    byProgrammeAndCamp: byProgramme.flatMap(({ programmeId, programme, camps }) =>
      camps.map(([camp, rows]) => ({ programmeId, programme, camp, ...splitRow(rows) })),
    ),
    totals,
  };
}
