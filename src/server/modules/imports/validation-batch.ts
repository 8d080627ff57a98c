import { IMPORT_KEY_COLUMN, type ImportMode, type ImportType } from '@domain/import-templates';
import type { ImportCells, ImportRecord, RowError, RowReading } from '@domain/import-rows';
import { validateImportRow } from '@domain/import-rows';
import type { Database } from '@server/db/client';
import { insertErrors, stageRows, type NewImportError, type NewImportRow } from './queries';
import { keysOutsideScope, rowScopeErrors, type ImportRowScope } from './row-scope';

const REPEATED_KEY: Record<ImportType, string> = {
  beneficiaries: 'validation:imports.progresIdRepeated',
  projects: 'validation:imports.codeRepeated',
};
const EXISTING_KEY: Record<ImportType, string> = {
  beneficiaries: 'validation:imports.progresIdRegistered',
  projects: 'validation:imports.codeExists',
};

function repeatedKey(type: ImportType, firstRow: number): RowError {
  return { column: IMPORT_KEY_COLUMN[type], messageKey: REPEATED_KEY[type], params: { row: firstRow } };
}

interface PendingRow {
  rowNumber: number;
  key: string;
  record: ImportRecord;
}

function errorsOf(importId: string, rowNumber: number, recordKey: string | null, errors: RowError[]): NewImportError[] {
  return errors.map((error) => ({
    importId,
    rowNumber,
    recordKey,
    column: error.column,
    messageKey: error.messageKey,
    params: error.params ?? null,
  }));
}

export interface ValidationCounts {
  totalRecords: number;
  validRecords: number;
  errorCount: number;
}

/**
 * Checks the rows of one file a batch at a time: each row against the form's
 * schema and the keys earlier in its batch, then the whole batch against the
 * earlier batches' rows and the registry, one lookup each, and writes the
 * batch's valid rows and errors together in one transaction, while the next
 * batch is read.
 */
export class ValidationBatch {
  readonly counts: ValidationCounts = { totalRecords: 0, validRecords: 0, errorCount: 0 };
  /**
   * Key -> the row that first held it, for the rows since the last flush only.
   * Keys of earlier batches are looked up among the rows already written, so
   * memory stays the same whatever the file's length.
   */
  private batchKeys = new Map<string, number>();
  private rows: PendingRow[] = [];
  private errors: NewImportError[] = [];
  private writing: Promise<ValidationCounts> | null = null;

  constructor(
    private readonly db: Database,
    private readonly importId: string,
    private readonly type: ImportType,
    private readonly mode: ImportMode,
    /** The uploader's scope: rows outside it are bad rows (row-scope.ts). */
    private readonly rowScope: ImportRowScope,
  ) {}

  /** Rows added since the last flush. */
  pending = 0;

  add(rowNumber: number, cells: ImportCells, reading?: RowReading): void {
    this.counts.totalRecords += 1;
    this.pending += 1;
    const result = validateImportRow(this.type, cells, reading);
    if (!result.ok) {
      const recordKey = cells[IMPORT_KEY_COLUMN[this.type]]?.trim().toUpperCase() || null;
      this.addErrors(rowNumber, recordKey, result.errors);
      return;
    }
    const outside = rowScopeErrors(this.type, result.record, this.rowScope);
    if (outside.length > 0) {
      this.addErrors(rowNumber, result.key, outside);
      return;
    }
    const firstRow = this.batchKeys.get(result.key);
    if (firstRow !== undefined) {
      this.addErrors(rowNumber, result.key, [repeatedKey(this.type, firstRow)]);
      return;
    }
    this.batchKeys.set(result.key, rowNumber);
    this.rows.push({ rowNumber, key: result.key, record: result.record });
  }

  private addErrors(rowNumber: number, recordKey: string | null, errors: RowError[]): void {
    this.errors.push(...errorsOf(this.importId, rowNumber, recordKey, errors));
  }

  /**
   * Starts writing the rows added since the last flush and answers at once, so
   * the file is read on while the database works; the previous batch's write
   * finishes first, and its counts are the answer (null for the first).
   */
  async flush(): Promise<ValidationCounts | null> {
    const previous = await this.settle();
    const rows = this.rows;
    const errors = this.errors;
    const totalRecords = this.counts.totalRecords;
    this.rows = [];
    this.errors = [];
    this.batchKeys = new Map();
    this.pending = 0;
    const writing = this.write(rows, errors, totalRecords);
    // Awaited by the next flush or settle; until then a failure must not count as unhandled.
    writing.catch(() => undefined);
    this.writing = writing;
    return previous;
  }

  /** Waits for the write in progress, if any, and answers the counts once it is in. */
  async settle(): Promise<ValidationCounts | null> {
    const writing = this.writing;
    this.writing = null;
    return writing ? await writing : null;
  }

  /**
   * A key an earlier batch of the file already holds is repeated. In create mode a key already in the
   * registry is an error; in update mode it is the record the row updates. Writes run one after
   * another, so every earlier batch is in before this one looks.
   */
  private async write(all: PendingRow[], errors: NewImportError[], totalRecords: number): Promise<ValidationCounts> {
    const rows = await this.withoutPeopleOutsideScope(all, errors);
    const staged: NewImportRow[] = rows.map((row) => ({
      importId: this.importId,
      rowNumber: row.rowNumber,
      recordKey: row.key,
      data: row.record as unknown as Record<string, unknown>,
    }));
    const refusedCount = await this.db.transaction(async (tx) => {
      const refused = await stageRows(tx, this.importId, this.type, this.mode === 'create', staged);
      const rowOf = new Map(rows.map((row) => [row.key, row.rowNumber]));
      for (const row of refused) {
        const error =
          row.firstRow !== null
            ? repeatedKey(this.type, row.firstRow)
            : { column: IMPORT_KEY_COLUMN[this.type], messageKey: EXISTING_KEY[this.type] };
        errors.push(...errorsOf(this.importId, rowOf.get(row.key)!, row.key, [error]));
      }
      errors.sort((a, b) => a.rowNumber - b.rowNumber);
      await insertErrors(tx, this.importId, errors);
      return refused.length;
    });
    this.counts.validRecords += staged.length - refusedCount;
    this.counts.errorCount += errors.length;
    return { totalRecords, validRecords: this.counts.validRecords, errorCount: this.counts.errorCount };
  }

  /** An update changes only people the uploader may see: a row naming anyone else is reported, not written. */
  private async withoutPeopleOutsideScope(rows: PendingRow[], errors: NewImportError[]): Promise<PendingRow[]> {
    if (this.type !== 'beneficiaries' || this.mode !== 'update') return rows;
    const outside = await keysOutsideScope(
      this.db,
      this.rowScope.scope,
      rows.map((row) => row.key),
    );
    if (outside.size === 0) return rows;
    for (const row of rows.filter((candidate) => outside.has(candidate.key))) {
      errors.push(
        ...errorsOf(this.importId, row.rowNumber, row.key, [
          { column: IMPORT_KEY_COLUMN[this.type], messageKey: 'validation:imports.personOutsideScope' },
        ]),
      );
    }
    return rows.filter((row) => !outside.has(row.key));
  }
}
