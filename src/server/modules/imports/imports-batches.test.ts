import { asc, eq, inArray, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries, importErrors, importRows } from '@server/db/schema';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import { findImport } from './queries';
import {
  BENEFICIARY_HEADER,
  beneficiaryRow,
  commit,
  createImportsTestApp,
  csvOf,
  importWorker,
  progresIds,
  settle,
  uploadAndValidate,
} from './imports-fixtures';

/*
 * A file of several 1,000-row batches: each batch is written while the next is
 * read, so what one batch finds (a key repeated from an earlier batch, a key
 * already registered) must still land on the right row, in row order.
 */

let t: TestApp;
let worker: JobWorker;
let officer: BuiltUser;

beforeAll(async () => {
  // A database of its own: 2,100 rows checked for duplicates against everything earlier files left would take minutes.
  t = await createImportsTestApp({ ownDatabase: true });
  worker = await importWorker(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});

afterAll(async () => t.close());

describe('a file of several batches', () => {
  it('validates and imports 2,100 rows across three batches with each error on its own row', async () => {
    const id = progresIds();
    const registered = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1500))]),
    );
    await commit(t, officer, registered.id);
    await settle(t, worker, officer, registered.id);

    // Data row n is the sheet's row n + 1 (the header is row 1).
    const rows = [BENEFICIARY_HEADER];
    for (let n = 1; n <= 2100; n += 1) {
      if (n === 10 || n === 1200 || n === 2050) rows.push(beneficiaryRow(id(n), { phone_number: 'x' }));
      else if (n === 2080) rows.push(beneficiaryRow(id(5)));
      else rows.push(beneficiaryRow(id(n)));
    }
    const view = await uploadAndValidate(t, worker, officer, csvOf(rows));
    expect(view).toMatchObject({ status: 'completed', totalRecords: 2100, validRecords: 2095, errorCount: 5 });

    const errors = await t.database.db
      .select({
        rowNumber: importErrors.rowNumber,
        column: importErrors.column,
        messageKey: importErrors.messageKey,
        params: importErrors.params,
      })
      .from(importErrors)
      .where(eq(importErrors.importId, view.id))
      .orderBy(asc(importErrors.id));
    expect(errors.map((error) => [error.rowNumber, error.column])).toEqual([
      [11, 'phone_number'],
      [1201, 'phone_number'],
      [1501, 'progres_id'],
      [2051, 'phone_number'],
      [2081, 'progres_id'],
    ]);
    expect(errors[2]!.messageKey).toBe('validation:imports.progresIdRegistered');
    expect(errors[4]).toMatchObject({ messageKey: 'validation:imports.progresIdRepeated', params: { row: 6 } });
    expect(await t.database.db.$count(importRows, eq(importRows.importId, view.id))).toBe(2095);

    expect((await commit(t, officer, view.id)).statusCode).toBe(202);
    expect(await settle(t, worker, officer, view.id)).toMatchObject({ status: 'completed', importedRecords: 2095 });
    const people = await t.database.db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(
        inArray(
          beneficiaries.progresId,
          rows.slice(1).map((row) => row[0]!),
        ),
      );
    expect(people).toHaveLength(2096);
    const audited = await t.database.db.$count(
      auditEvents,
      and(
        eq(auditEvents.action, 'beneficiary.import_create'),
        inArray(
          auditEvents.targetId,
          people.map((person) => person.id),
        ),
      ),
    );
    // The person registered first was audited by their own import.
    expect(audited).toBe(2096);
    expect((await findImport(t.database.db, view.id))!.committedThroughRow).toBe(rows.length);
  }, 120_000);
});
