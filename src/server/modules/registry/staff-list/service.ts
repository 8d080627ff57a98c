import type { CurrentUser } from '@domain/me';
import { formatLocationCode } from '@domain/registry';
import {
  classifySearch,
  type BulkStatusChange,
  REGISTRY_COUNT_LIMIT,
  type RegistryFilter,
  type RegistryListItem,
  type RegistryListPage,
  type RegistryListQuery,
  type RegistrySummary,
  type SearchTerm,
} from '@domain/registry-search';
import { and, type SQL } from 'drizzle-orm';
import { requirePortal } from '@server/auth/guards';
import { personInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { pageWindow, READ_FROM_END_FROM_ROW } from './page-window';
import {
  countProgrammes,
  countRegistry,
  countRegistryUpTo,
  estimateMatches,
  NAME_CANDIDATES,
  registryWhere,
  selectNameSearchPage,
  selectRegistryPageWithTotal,
  selectRegistryRows,
  withSearchSettings,
} from './queries';
import { registryOrder } from './registry-order';
import { lockStatuses, setStatuses } from './status-queries';
import { registrySummaryCache } from './summary-cache';
import { selectRegistrySummary } from './summary-queries';

type ListRow = Awaited<ReturnType<typeof selectRegistryRows>>[number];

export function toListItem(row: ListRow, programmeCount: number): RegistryListItem {
  return {
    id: row.id,
    progresId: row.progresId,
    firstName: row.firstName,
    lastName: row.lastName,
    nationality: row.nationality,
    birthYear: row.dateOfBirth ? Number(row.dateOfBirth.slice(0, 4)) : null,
    gender: row.gender,
    location: formatLocationCode({ camp: row.locationCamp, area: row.locationArea, block: row.locationBlock }),
    vulnerabilityScore: row.vulnerabilityScore,
    status: row.status,
    programmeCount,
    duplicateRisk: row.duplicateRisk,
  };
}

interface PageAndTotal {
  rows: ListRow[];
  total: number;
  totalExact: boolean;
}

/**
 * A name search in its own order (closest first) expected to match more people
 * than a list counts (a common name: "mohamed") reads only its nearest matches
 * from the GiST index and says "more than" past them (selectNameSearchPage).
 * Otherwise it reads and ranks every match from the GIN index (fast for a few
 * thousand, where the nearest-first scan would wade through the whole index
 * to find distant spellings), and its exact total comes with the page. Other
 * lists are counted only up to REGISTRY_COUNT_LIMIT (a
 * count of 900,000 people costs more than the page): a page near the start is
 * read at once beside that count; a deeper one of a list within the limit is
 * read from the nearer end (page-window.ts). A larger list pages as far as the
 * limit, by an offset that never skips more than that many rows; a page past
 * it is empty, as a page past the end is.
 */
async function pageAndTotal(
  db: Database,
  filter: RegistryFilter,
  term: SearchTerm | null,
  inScope: SQL,
  page: number,
  pageSize: number,
): Promise<PageAndTotal> {
  const where = and(registryWhere(filter, term), inScope);
  if (term?.kind === 'name') {
    return withSearchSettings(db, term, async (tx) => {
      if (!filter.sort && (await estimateMatches(tx, where)) > REGISTRY_COUNT_LIMIT) {
        const found = await selectNameSearchPage(tx, term.text, where, page, pageSize);
        const total = found.total ?? (await countRegistryUpTo(tx, where, NAME_CANDIDATES));
        return { rows: found.rows, total: total.count, totalExact: total.exact };
      }
      const { rows, total } = await selectRegistryPageWithTotal(tx, where, registryOrder(filter, term), page, pageSize);
      return { rows, total: total ?? (await countRegistry(tx, where)), totalExact: true };
    });
  }
  const offset = (page - 1) * pageSize;
  const order = registryOrder(filter, term);
  if (offset < READ_FROM_END_FROM_ROW) {
    const [rows, counted] = await Promise.all([
      selectRegistryRows(db, where, order, offset, pageSize),
      countRegistryUpTo(db, where, REGISTRY_COUNT_LIMIT),
    ]);
    return { rows, total: counted.count, totalExact: counted.exact };
  }
  const counted = await countRegistryUpTo(db, where, REGISTRY_COUNT_LIMIT);
  const total = counted.count;
  const span = pageWindow(page, pageSize, total);
  if (!span) return { rows: [], total, totalExact: counted.exact };
  if (!counted.exact) {
    const rows = await selectRegistryRows(db, where, order, offset, span.limit);
    return { rows, total, totalExact: false };
  }
  const reversed = span.from === 'end';
  const rows = await selectRegistryRows(db, where, registryOrder(filter, term, { reversed }), span.offset, span.limit);
  return { rows: reversed ? rows.reverse() : rows, total, totalExact: true };
}

/** A list of people, not a read of one record: no audit entry (the brief's rule for lists). */
export async function listRegistry(
  db: Database,
  user: CurrentUser | null,
  query: RegistryListQuery,
): Promise<RegistryListPage> {
  const staff = requirePortal(user, 'staff');
  const { page, pageSize, ...filter } = query;
  const inScope = personInScope(staffScope(staff));
  const { rows, total, totalExact } = await pageAndTotal(db, filter, classifySearch(filter.q), inScope, page, pageSize);
  const programmes = await countProgrammes(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListItem(row, programmes.get(row.id) ?? 0)),
    page,
    pageSize,
    total,
    totalExact,
  };
}

export async function registrySummary(db: Database, user: CurrentUser | null): Promise<RegistrySummary> {
  const scope = staffScope(requirePortal(user, 'staff'));
  return registrySummaryCache.get(db, scope, () => selectRegistrySummary(db, scope));
}

/**
 * One transaction for the whole selection; each person whose status changes
 * gets their own audit entry, so their history shows it. Unknown ids, and
 * people outside the staff member's scope, refuse the whole change (404)
 * rather than half-apply it.
 */
export async function changeStatuses(
  db: Database,
  user: CurrentUser | null,
  change: BulkStatusChange,
): Promise<{ updated: number }> {
  const staff = requirePortal(user, 'staff');
  const ids = [...new Set(change.ids)];
  const result = await db.transaction(async (tx) => {
    const current = await lockStatuses(tx, ids, personInScope(staffScope(staff)));
    if (current.length !== ids.length) throw new AppError('not_found', 'errors:registrySearch.someNotFound');
    const changing = current.filter((row) => row.status !== change.status);
    await setStatuses(
      tx,
      changing.map((row) => row.id),
      change.status,
    );
    for (const row of changing) {
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'beneficiary.status_change',
        targetType: 'beneficiary',
        targetId: row.id,
        details: { from: row.status, to: change.status, reason: change.reason, bulk: true },
      });
    }
    return { updated: changing.length };
  });
  registrySummaryCache.forget(db);
  return result;
}
