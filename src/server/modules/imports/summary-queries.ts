import { sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { rawRows } from '@server/db/raw-rows';
import { importInScope } from './import-scope';

export interface SummaryCounts {
  filesUploaded: number;
  recordsImported: number;
  errorsResolved: number;
  validRecords: number;
  totalRecords: number;
}

/**
 * The four cards of the Bulk Upload screen. An error counts as resolved when
 * its row's record (same ProGres ID or project code) was imported by a later
 * file of the same type: the officer corrected the row and uploaded it again.
 * Counted over the imports the reader may see (their organisation's, or all).
 */
export async function importSummaryCounts(db: Database, scope: StaffScope): Promise<SummaryCounts> {
  const visible = importInScope(scope) ?? sql`true`;
  const [totals] = await rawRows<Record<keyof SummaryCounts, unknown>>(
    db,
    sql`select
          (select count(*) from imports where ${visible}) as "filesUploaded",
          (select coalesce(sum(imported_records), 0) from imports where ${visible}) as "recordsImported",
          (select coalesce(sum(valid_records), 0) from imports where validated_at is not null and ${visible}) as "validRecords",
          (select coalesce(sum(total_records), 0) from imports where validated_at is not null and ${visible}) as "totalRecords",
          (select count(*) from (
             select distinct e.import_id, e.row_number
             from import_errors e join imports on imports.id = e.import_id
             where e.record_key is not null and ${visible} and exists (
               select 1 from import_rows r join imports later on later.id = r.import_id
               where r.record_key = e.record_key and r.row_number <= later.committed_through_row
                 and later.type = imports.type and later.created_at > imports.created_at)
           ) resolved) as "errorsResolved"`,
  );
  return {
    filesUploaded: toCount(totals?.filesUploaded),
    recordsImported: toCount(totals?.recordsImported),
    errorsResolved: toCount(totals?.errorsResolved),
    validRecords: toCount(totals?.validRecords),
    totalRecords: toCount(totals?.totalRecords),
  };
}
