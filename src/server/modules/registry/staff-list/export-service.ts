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
import { beneficiaries } from '@server/db/schema';
import { recordAudit } from '@server/platform/audit-log';
import { streamRegistryRows } from './export-queries';
import { EXPORT_CONTENT_TYPES, exportFileName, exportStream, type ExportRow } from './export-writer';
import { countProgrammes, countRegistry, registryWhere, withSearchSettings } from './queries';
import { toListItem } from './service';

export interface RegistryExport {
  fileName: string;
  contentType: string;
  rowCount: number;
  body: Readable;
}

async function* exportRows(
  db: Database,
  where: SQL | undefined,
  term: SearchTerm | null,
  cap: number,
): AsyncGenerator<ExportRow> {
  for await (const batch of streamRegistryRows(db, where, term, cap)) {
    const programmes = await countProgrammes(
      db,
      batch.map((row) => row.id),
    );
    for (const row of batch) {
      yield {
        ...toListItem(row, programmes.get(row.id) ?? 0),
        phoneNumber: row.phoneNumber,
        householdId: row.householdId,
        skills: row.skills,
      };
    }
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
  const rowCount = Math.min(await withSearchSettings(db, term, (tx) => countRegistry(tx, inScope)), EXPORT_ROW_CAP);
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
