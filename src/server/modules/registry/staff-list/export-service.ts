import type { Readable } from 'node:stream';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import {
  EXPORT_ROW_CAP,
  classifySearch,
  describeFilterForAudit,
  type ExportFormat,
  type RegistryExportQuery,
  type RegistrySelectionExport,
  type SearchTerm,
} from '@domain/registry-search';
import { requirePortal } from '@server/auth/guards';
import { personInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries } from '@server/db/schema';
import { recordAudit } from '@server/platform/audit-log';
import { streamRegistryRows } from './export-queries';
import { EXPORT_CONTENT_TYPES, exportFileName, exportStream, type ExportRow } from './export-writer';
import { countRegistryUpTo, registryWhere, withSearchSettings } from './queries';
import { toListItem } from './service';

export interface RegistryExport {
  fileName: string;
  contentType: string;
  rowCount: number;
  body: Readable;
}

/**
 * The rows of an export in order, read from the database `batchSize` people
 * at a time. The next batch is read while this one is written, so the database
 * and the writing of the file do not wait for each other.
 */
export async function* exportRows(
  db: Database,
  where: SQL | undefined,
  term: SearchTerm | null,
  cap: number,
  batchSize?: number,
): AsyncGenerator<ExportRow> {
  const batches = streamRegistryRows(db, where, term, cap, batchSize)[Symbol.asyncIterator]();
  let next = batches.next();
  try {
    for (let batch = await next; !batch.done; batch = await next) {
      next = batches.next();
      // A download stopped halfway leaves the read ahead unawaited: its failure is of no interest then.
      next.catch(() => undefined);
      for (const row of batch.value) {
        yield {
          ...toListItem(row, toCount(row.programmeCount)),
          phoneNumber: row.phoneNumber,
          householdId: row.householdId,
          skills: row.skills,
        };
      }
    }
  } finally {
    await batches.return?.(undefined);
  }
}

/**
 * An export of people is a read of their records: one audit entry says who
 * exported what filter in what format and how many rows (no names or phones).
 * Only people in the staff member's scope are ever written.
 */
async function startExport(
  db: Database,
  staff: CurrentUser,
  where: SQL | undefined,
  term: SearchTerm | null,
  format: ExportFormat,
  details: Record<string, unknown>,
): Promise<RegistryExport> {
  const inScope = and(where, personInScope(staffScope(staff)));
  // Counted no further than the cap: an export of the whole registry does not count 1,000,000 people first.
  const counted = await withSearchSettings(db, term, (tx) => countRegistryUpTo(tx, inScope, EXPORT_ROW_CAP));
  const rowCount = counted.count;
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'registry.export',
    targetType: 'beneficiary',
    details: { ...details, format, rowCount },
  });
  return {
    fileName: exportFileName(format),
    contentType: EXPORT_CONTENT_TYPES[format],
    rowCount,
    body: exportStream(format, exportRows(db, inScope, term, rowCount)),
  };
}

export async function exportFilteredRegistry(
  db: Database,
  user: CurrentUser | null,
  query: RegistryExportQuery,
): Promise<RegistryExport> {
  const staff = requirePortal(user, 'staff');
  const { format, ...filter } = query;
  const term = classifySearch(filter.q);
  return startExport(db, staff, registryWhere(filter, term), term, format, { filter: describeFilterForAudit(filter) });
}

export async function exportSelectedRegistry(
  db: Database,
  user: CurrentUser | null,
  selection: RegistrySelectionExport,
): Promise<RegistryExport> {
  const staff = requirePortal(user, 'staff');
  const ids = [...new Set(selection.ids)];
  return startExport(db, staff, inArray(beneficiaries.id, ids), null, selection.format, { selection: ids });
}
