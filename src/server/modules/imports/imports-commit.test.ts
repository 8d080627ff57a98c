import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  backgroundJobs,
  beneficiaries,
  importErrors,
  importRows,
  organisations,
  projects,
} from '@server/db/schema';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import { commitImportBatches } from './commit-job';
import {
  BENEFICIARY_HEADER,
  IMPORTS_URL,
  PROJECT_HEADER,
  beneficiaryRow,
  commit,
  createImportsTestApp,
  csvOf,
  getImport,
  importWorker,
  progresIds,
  settle,
  uploadAndValidate,
  uploadFile,
} from './imports-fixtures';
import { commitJobKey } from './commit-run';
import { findImport } from './queries';

let t: TestApp;
let worker: JobWorker;
let officer: BuiltUser;

const peopleWith = (ids: string[]) =>
  t.database.db.select().from(beneficiaries).where(inArray(beneficiaries.progresId, ids));
const summary = async () =>
  (await t.app.inject({ method: 'GET', url: `${IMPORTS_URL}/summary`, headers: { cookie: officer.cookie } })).json();

beforeAll(async () => {
  t = await createImportsTestApp();
  worker = await importWorker(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});

afterAll(async () => t.close());

describe('Import Valid Records', () => {
  it('imports exactly the valid rows once, however often it is pressed', async () => {
    const id = progresIds();
    const rows = [
      BENEFICIARY_HEADER,
      beneficiaryRow(id(1), { phone_number: '0712345678' }),
      beneficiaryRow(id(2), { phone_number: 'x' }),
      beneficiaryRow(id(3), { location: 'KAK-KK2-B7', phone_number: '' }),
    ];
    const view = await uploadAndValidate(t, worker, officer, csvOf(rows));
    const first = await commit(t, officer, view.id);
    expect(first.statusCode).toBe(202);
    expect(first.json().status).toBe('processing');
    expect((await commit(t, officer, view.id)).statusCode).toBe(202);

    const done = await settle(t, worker, officer, view.id, 'en', { duplicateCheck: true });
    // The duplicate check of the imported people runs in the same worker, right after the commit.
    expect(done).toMatchObject({ status: 'completed', importedRecords: 2, duplicateCheck: { status: 'completed' } });
    expect(done.importedAt).not.toBeNull();
    expect((await commit(t, officer, view.id)).json().importedRecords).toBe(2);
    await worker.drain();

    const people = await peopleWith([id(1), id(2), id(3)]);
    expect(people.map((person) => person.progresId).sort()).toEqual([id(1), id(3)]);
    const kakuma = people.find((person) => person.progresId === id(3))!;
    expect(kakuma).toMatchObject({
      locationCamp: 'KAK',
      locationArea: 'KK2',
      locationBlock: 'B7',
      phoneNumber: null,
      status: 'active',
      skills: ['Tailoring', 'Cooking'],
    });
    expect(people.find((person) => person.progresId === id(1))).toMatchObject({
      phoneNumber: '+254712345678',
      vulnerabilityScore: 3.5,
    });

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'import.commit'), eq(auditEvents.targetId, view.id)));
    expect(audits).toHaveLength(1);
    // Each person imported has the import in their own history.
    const personal = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'beneficiary.import_create'),
          inArray(
            auditEvents.targetId,
            people.map((person) => person.id),
          ),
        ),
      );
    expect(personal.map((entry) => entry.details)).toEqual([{ importId: view.id }, { importId: view.id }]);
    expect(audits[0]!.details).toEqual({ type: 'beneficiaries', mode: 'create', validRecords: 2 });
  });

  it('resumes a commit that stopped half-way without creating anyone twice', async () => {
    const id = progresIds();
    const rows = [BENEFICIARY_HEADER, ...[1, 2, 3, 4, 5].map((n) => beneficiaryRow(id(n)))];
    const view = await uploadAndValidate(t, worker, officer, csvOf(rows));
    await commit(t, officer, view.id);
    // The server died after the first batch of two: its transaction committed, nothing after it did.
    const record = (await findImport(t.database.db, view.id))!;
    expect(await commitImportBatches(t.database.db, record, { batchSize: 2, maxBatches: 1 })).toBe(false);
    expect(await peopleWith([1, 2, 3, 4, 5].map(id))).toHaveLength(2);

    const done = await settle(t, worker, officer, view.id);
    expect(done.importedRecords).toBe(5);
    expect(await peopleWith([1, 2, 3, 4, 5].map(id))).toHaveLength(5);
    // The commit mark is past the last row: a third press finds nothing left.
    expect((await findImport(t.database.db, view.id))!.committedThroughRow).toBe(6);
  });

  it('stops at a failed batch: the batches after it are not kept, and pressing again finishes', async () => {
    const id = progresIds();
    const rows = [BENEFICIARY_HEADER, ...[1, 2, 3, 4, 5, 6].map((n) => beneficiaryRow(id(n)))];
    const view = await uploadAndValidate(t, worker, officer, csvOf(rows));
    await commit(t, officer, view.id);
    // The database refuses person 3 (rows 2 and 3 are the first batch of two, person 3 is in the second).
    const refuse = `refuse_${id(3).replace(/-/g, '_').toLowerCase()}`;
    await t.database.db.execute(
      sql.raw(`create function ${refuse}() returns trigger language plpgsql as $$ begin
                 if new.progres_id = '${id(3)}' then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger ${refuse} before insert on beneficiaries for each row execute function ${refuse}()`),
    );
    const record = (await findImport(t.database.db, view.id))!;
    try {
      await expect(commitImportBatches(t.database.db, record, { batchSize: 2 })).rejects.toThrow();
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger ${refuse} on beneficiaries`));
      await t.database.db.execute(sql.raw(`drop function ${refuse}()`));
    }
    // The third batch wrote its people while the second was open, but could not commit after it failed.
    expect((await peopleWith([1, 2, 3, 4, 5, 6].map(id))).map((person) => person.progresId).sort()).toEqual([
      id(1),
      id(2),
    ]);
    expect(await findImport(t.database.db, view.id)).toMatchObject({ committedThroughRow: 3, importedRecords: 2 });

    expect(await commitImportBatches(t.database.db, record, { batchSize: 2 })).toBe(true);
    expect(await peopleWith([1, 2, 3, 4, 5, 6].map(id))).toHaveLength(6);
    expect(await findImport(t.database.db, view.id)).toMatchObject({ committedThroughRow: 7, importedRecords: 6 });
  });

  it('starts no new batch once its worker is stopping, and the next run finishes from the mark', async () => {
    const id = progresIds();
    const numbers = [1, 2, 3];
    const view = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, ...numbers.map((n) => beneficiaryRow(id(n)))]),
    );
    await commit(t, officer, view.id);
    const stopping = new AbortController();
    stopping.abort();
    await expect(
      commitImportBatches(t.database.db, (await findImport(t.database.db, view.id))!, {
        batchSize: 2,
        signal: stopping.signal,
      }),
    ).rejects.toThrow();
    expect(await peopleWith(numbers.map(id))).toHaveLength(0);

    expect(await settle(t, worker, officer, view.id)).toMatchObject({ status: 'completed', importedRecords: 3 });
  });

  it('imports each row once when two runs commit the same file at the same time', async () => {
    const id = progresIds();
    const numbers = Array.from({ length: 9 }, (_, index) => index + 1);
    const view = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, ...numbers.map((n) => beneficiaryRow(id(n)))]),
    );
    await commit(t, officer, view.id);
    const record = (await findImport(t.database.db, view.id))!;
    // A retry racing a slow run: the one whose batch lands second gives way and stops.
    const runs = await Promise.allSettled([
      commitImportBatches(t.database.db, record, { batchSize: 2 }),
      commitImportBatches(t.database.db, record, { batchSize: 2 }),
    ]);
    expect(runs.some((run) => run.status === 'fulfilled' && run.value)).toBe(true);
    expect(await peopleWith(numbers.map(id))).toHaveLength(9);
    expect(await findImport(t.database.db, view.id)).toMatchObject({ committedThroughRow: 10, importedRecords: 9 });
  });

  it('resumes by the button a commit whose job died on its last attempt, from its mark, and says so on the way', async () => {
    const id = progresIds();
    const numbers = [1, 2, 3, 4, 5];
    const view = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, ...numbers.map((n) => beneficiaryRow(id(n)))]),
    );
    await commit(t, officer, view.id);
    // The first batch committed, then the server was killed on the job's last attempt.
    const record = (await findImport(t.database.db, view.id))!;
    await commitImportBatches(t.database.db, record, { batchSize: 2, maxBatches: 1 });
    await t.database.db
      .update(backgroundJobs)
      .set({
        status: 'running',
        attempts: 3,
        maxAttempts: 3,
        leaseUntil: new Date(Date.now() - 1000),
        lockedBy: 'dead-worker',
      })
      .where(eq(backgroundJobs.singletonKey, commitJobKey(view.id)));
    expect(await getImport(t, officer, view.id)).toMatchObject({ status: 'processing', commitRun: 'interrupted' });
    // A worker gives the job up for good; the import must not be left to look busy.
    await worker.drain();
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.singletonKey, commitJobKey(view.id)));
    expect(job).toMatchObject({ status: 'failed' });
    expect(await getImport(t, officer, view.id)).toMatchObject({
      status: 'processing',
      commitRun: 'interrupted',
      importedRecords: 2,
    });

    const resumed = await commit(t, officer, view.id);
    expect(resumed.statusCode).toBe(202);
    expect(resumed.json()).toMatchObject({ status: 'processing', commitRun: 'resuming' });
    // A second press while it resumes starts nothing more.
    await commit(t, officer, view.id);
    const live = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.singletonKey, commitJobKey(view.id)), eq(backgroundJobs.status, 'queued')));
    expect(live).toHaveLength(1);

    expect(await settle(t, worker, officer, view.id)).toMatchObject({
      status: 'completed',
      importedRecords: 5,
      commitRun: null,
    });
    expect(await peopleWith(numbers.map(id))).toHaveLength(5);
    const resumes = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'import.resume'), eq(auditEvents.targetId, view.id)));
    expect(resumes).toHaveLength(1);
  });

  it('leaves an import whose commit failed on every attempt interrupted, and Resume import finishes it', async () => {
    const id = progresIds();
    const view = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1)), beneficiaryRow(id(2))]),
    );
    const refuse = `refuse_${id(2).replace(/-/g, '_').toLowerCase()}`;
    await t.database.db.execute(
      sql.raw(`create function ${refuse}() returns trigger language plpgsql as $$ begin
                 if new.progres_id = '${id(2)}' then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger ${refuse} before insert on beneficiaries for each row execute function ${refuse}()`),
    );
    try {
      await commit(t, officer, view.id);
      // Retries are due at once here (retryBaseDelayMs 0); another file's worker may hold one for a moment.
      const commitJob = () =>
        t.database.db
          .select()
          .from(backgroundJobs)
          .where(eq(backgroundJobs.singletonKey, commitJobKey(view.id)));
      for (let round = 0; round < 100 && (await commitJob())[0]?.status !== 'failed'; round += 1) {
        await worker.drain();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await commitJob())[0]).toMatchObject({ status: 'failed', attempts: 3 });
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger ${refuse} on beneficiaries`));
      await t.database.db.execute(sql.raw(`drop function ${refuse}()`));
    }
    expect(await getImport(t, officer, view.id)).toMatchObject({
      status: 'processing',
      commitRun: 'interrupted',
      importedAt: null,
    });

    expect((await commit(t, officer, view.id)).statusCode).toBe(202);
    expect(await settle(t, worker, officer, view.id)).toMatchObject({ status: 'completed', importedRecords: 2 });
  });

  it('refuses what cannot be imported: unknown id 404, a refused file 409, other portals 403', async () => {
    expect((await commit(t, officer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const refused = await uploadAndValidate(t, worker, officer, csvOf([['name'], ['x']]));
    expect(refused.status).toBe('error');
    expect((await commit(t, officer, refused.id)).statusCode).toBe(409);
    expect((await commit(t, await buildUser(t), refused.id)).statusCode).toBe(403);
    expect((await commit(t, null, refused.id)).statusCode).toBe(401);
  });
});

describe('registry sync', () => {
  it('in create mode reports a ProGres ID that is already registered', async () => {
    const id = progresIds();
    await uploadAndValidate(t, worker, officer, csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1))])).then(
      async (view) => {
        await commit(t, officer, view.id);
        await settle(t, worker, officer, view.id);
      },
    );
    const again = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1)), beneficiaryRow(id(2))]),
    );
    expect(again).toMatchObject({
      validRecords: 1,
      errors: [{ row: 2, column: 'progres_id', message: 'This ProGres ID is already registered' }],
    });
  });

  it('in update mode updates the people whose ProGres ID exists and adds the others; blank optional cells keep the stored value', async () => {
    const id = progresIds();
    const created = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1), { status: 'transferred', phone_number: '0712345678' })]),
    );
    await commit(t, officer, created.id);
    await settle(t, worker, officer, created.id);

    const sync = [
      BENEFICIARY_HEADER,
      beneficiaryRow(id(1), { last_name: 'Hassan Abdi', location: 'KAL-V2-B1', phone_number: '', status: '' }),
      beneficiaryRow(id(2)),
    ];
    const view = await uploadAndValidate(t, worker, officer, csvOf(sync), { mode: 'update' });
    expect(view).toMatchObject({ mode: 'update', validRecords: 2, errorCount: 0 });
    await commit(t, officer, view.id);
    expect((await settle(t, worker, officer, view.id)).importedRecords).toBe(2);

    const people = await peopleWith([id(1), id(2)]);
    expect(people).toHaveLength(2);
    expect(people.find((person) => person.progresId === id(1))).toMatchObject({
      lastName: 'Hassan Abdi',
      locationCamp: 'KAL',
      locationArea: 'V2',
      phoneNumber: '+254712345678',
      status: 'transferred',
    });
  });
});

describe('durable validation', () => {
  it('finishes a validation whose server died: a job left running past its lease is taken over and starts clean', async () => {
    const id = progresIds();
    const response = await uploadFile(
      t,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1)), beneficiaryRow(id(2), { gender: '' })]),
    );
    const importId = response.json().id as string;
    // What a worker that died mid-file leaves: the job running with a lease in the past, and partial rows.
    await t.database.db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: 1, leaseUntil: new Date(Date.now() - 1000), lockedBy: 'dead-worker' })
      .where(sql`${backgroundJobs.payload}->>'importId' = ${importId}`);
    await t.database.db.insert(importRows).values({ importId, rowNumber: 2, recordKey: id(1), data: {} });
    await t.database.db
      .insert(importErrors)
      .values({ importId, rowNumber: 9, messageKey: 'validation:imports.missing.gender' });

    const view = await settle(t, worker, officer, importId);
    expect(view).toMatchObject({
      status: 'completed',
      totalRecords: 2,
      validRecords: 1,
      errorCount: 1,
      errors: [{ row: 3, column: 'gender' }],
    });
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(sql`${backgroundJobs.payload}->>'importId' = ${importId}`);
    expect(job).toMatchObject({ status: 'completed', attempts: 2 });
  });
});

describe('projects and the summary', () => {
  it('imports projects from their template columns', async () => {
    const code = `T${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${Date.now()
      .toString(36)
      .toUpperCase()
      .replace(/[^A-Z]/g, 'Q')
      .slice(-4)}`;
    const rows = [
      PROJECT_HEADER,
      [
        `${code}-CFW-2024-001`,
        'Cash for Work Ifo',
        code,
        'Cash-for-Work',
        'DAD',
        '250',
        '120000',
        '2024-03-01',
        '2024-12-31',
        'active',
      ],
      [
        `${code}-SKT-2024-002`,
        'Tailoring',
        code,
        'skills_training',
        'KAK',
        '0',
        '5000',
        '2024-03-01',
        '2024-01-01',
        '',
      ],
    ];
    // A project's partner must be an organisation of the platform (an unknown one is a bad row).
    await t.database.db.insert(organisations).values({ code, name: `Partner ${code}` });
    const view = await uploadAndValidate(t, worker, officer, csvOf(rows), { type: 'projects' });
    expect(view.errors.map((error) => [error.row, error.column])).toEqual([
      [3, 'target_beneficiaries'],
      [3, 'end_date'],
    ]);
    await commit(t, officer, view.id);
    expect((await settle(t, worker, officer, view.id)).importedRecords).toBe(1);
    const [project] = await t.database.db
      .select()
      .from(projects)
      .where(like(projects.code, `${code}-%`));
    expect(project).toMatchObject({
      type: 'cash_for_work',
      budget: 120000,
      status: 'active',
      createdByUserId: officer.userId,
    });
  });

  it('counts files, records, resolved errors and the success rate from the database', async () => {
    const id = progresIds();
    const before = await summary();
    const first = await uploadAndValidate(
      t,
      worker,
      officer,
      csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1)), beneficiaryRow(id(2), { phone_number: 'x' })]),
    );
    await commit(t, officer, first.id);
    await settle(t, worker, officer, first.id);
    const corrected = await uploadAndValidate(t, worker, officer, csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(2))]));
    await commit(t, officer, corrected.id);
    await settle(t, worker, officer, corrected.id);

    const after = await summary();
    // The summary counts every import: on a shared PostgreSQL other test files upload meanwhile.
    const delta = (field: 'filesUploaded' | 'recordsImported' | 'errorsResolved', expected: number) =>
      t.database.kind === 'pglite'
        ? expect(after[field] - before[field]).toBe(expected)
        : expect(after[field] - before[field]).toBeGreaterThanOrEqual(expected);
    delta('filesUploaded', 2);
    delta('recordsImported', 2);
    delta('errorsResolved', 1);
    expect(after.successRate).toBeGreaterThanOrEqual(0);
    expect(after.successRate).toBeLessThanOrEqual(100);
    expect(await getImport(t, officer, corrected.id)).toMatchObject({ successRate: 100 });
  });
});
