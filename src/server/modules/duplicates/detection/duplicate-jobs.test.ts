import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries, duplicateAlerts, duplicateScans } from '@server/db/schema';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import {
  BENEFICIARY_HEADER,
  createImportsTestApp,
  beneficiaryRow,
  csvOf,
  importWorker,
  IMPORTS_URL,
  progresIds,
  settle,
  uploadAndValidate,
} from '@server/modules/imports/imports-fixtures';
import { DUPLICATE_CHECK_JOB, duplicateCheckHandler, FULL_SCAN_JOB, fullScanHandler } from './jobs';

let t: TestApp;
let officer: BuiltUser;
let worker: JobWorker;

beforeAll(async () => {
  // A database of its own: the full scan reads the whole registry, and on one shared with the other files
  // it would scan all their people (the demo seed's 12,847 among them) twice, which is the scan
  // benchmark's measure (bench/README.md), not this file's.
  t = await createImportsTestApp({ ownDatabase: true });
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  worker = new JobWorker(t.database.db)
    .register(DUPLICATE_CHECK_JOB, duplicateCheckHandler(t.database.db))
    .register(FULL_SCAN_JOB, fullScanHandler(t.database.db));
});
afterAll(async () => {
  await t.close();
});

const uniqueName = () => `Zq${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`;
const progresId = () => `KEN-DAD-2020-${String(randomInt(0, 999_999)).padStart(6, '0')}`;

function addPerson(user: BuiltUser, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/beneficiaries',
    headers: { cookie: user.cookie },
    payload: body,
  });
}

describe('duplicate checks of people staff add', () => {
  it('a person added twice under two ProGres IDs gets an alert once the background check has run', async () => {
    const family = uniqueName();
    const person = {
      firstName: 'Cabdullaahi',
      lastName: `${family} Maxamed`,
      dateOfBirth: '1987-06-02',
      gender: 'male',
      nationality: 'SOM',
      location: 'DAD-HAG-B7',
      vulnerabilityScore: 2.5,
      phoneNumber: `07${randomInt(10_000_000, 99_999_999)}`,
    };
    const first = await addPerson(officer, { ...person, progresId: progresId() });
    expect(first.statusCode).toBe(201);
    await worker.drain();
    const second = await addPerson(officer, {
      ...person,
      firstName: 'Abdullahi',
      lastName: `${family} Mohamed`,
      progresId: progresId(),
    });
    expect(second.statusCode).toBe(201);

    // On a shared PostgreSQL another file's worker may take the check: wait for whoever runs it.
    const secondId = (second.json() as { id: string }).id;
    const riskOfSecond = async () => {
      await worker.drain();
      const [row] = await t.database.db.select().from(beneficiaries).where(eq(beneficiaries.id, secondId));
      return row!.duplicateRisk ?? 0;
    };
    await expect.poll(riskOfSecond, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(0.9);
    const alerts = await t.database.db
      .select()
      .from(duplicateAlerts)
      .where(eq(duplicateAlerts.beneficiaryBId, [secondId, (first.json() as { id: string }).id].sort()[1]!));
    expect(alerts).toHaveLength(1);
  });
});

describe('duplicate checks of imported batches', () => {
  it('checks each committed batch against the registry and adds its alerts to the import', async () => {
    const imports = await importWorker(t);
    const family = uniqueName();
    const registered = await addPerson(officer, {
      firstName: 'Xaliimo',
      lastName: `${family} Cabdi`,
      dateOfBirth: '1979-11-30',
      gender: 'female',
      nationality: 'SOM',
      location: 'DAD-IFO-B3',
      vulnerabilityScore: 4.1,
      phoneNumber: '',
      progresId: progresId(),
    });
    expect(registered.statusCode).toBe(201);
    await imports.drain();
    const id = progresIds();
    // The second row is nobody's double: the default row's "Amina Hassan" born 1990-05-14 would match
    // the rows other files import into a shared PostgreSQL.
    const stranger = { first_name: uniqueName(), last_name: uniqueName(), date_of_birth: '1958-07-23' };
    const rows = [
      BENEFICIARY_HEADER,
      beneficiaryRow(id(1), {
        first_name: 'Halima',
        last_name: `${family} Abdi`,
        date_of_birth: '1979-11-30',
        location: 'DAD-IFO-B3',
      }),
      beneficiaryRow(id(2), stranger),
    ];
    const view = await uploadAndValidate(t, imports, officer, csvOf(rows));
    expect(view.validRecords).toBe(2);

    await t.app.inject({
      method: 'POST',
      url: `${IMPORTS_URL}/${view.id}/commit`,
      headers: { cookie: officer.cookie },
    });
    const done = await settle(t, imports, officer, view.id, 'en', { duplicateCheck: true });

    expect(done.duplicateCheck).toEqual({ status: 'completed', alertsCreated: 1 });
  });
});

describe('full registry scan', () => {
  const start = (user: BuiltUser | null) =>
    t.app.inject({ method: 'POST', url: '/api/v1/duplicates/scan', headers: user ? { cookie: user.cookie } : {} });
  const status = (user: BuiltUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/duplicates/scans/${id}`, headers: { cookie: user.cookie } });

  /** Runs the scan's job and waits for its end. */
  async function finished(id: string) {
    for (let tries = 0; ; tries += 1) {
      await worker.drain();
      const scan = (await status(officer, id)).json() as { status: string; processed: number; total: number };
      if ((scan.status !== 'queued' && scan.status !== 'running') || tries >= 340) return scan;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('starts once, reports progress, and completes over the whole registry', async () => {
    const started = await start(officer);
    expect(started.statusCode).toBe(202);
    const scan = started.json() as { id: string; status: string };
    expect(scan.status).toBe('queued');
    expect((await start(officer)).json()).toMatchObject({ id: scan.id });

    const done = await finished(scan.id);
    expect(done.status).toBe('completed');
    expect(done.processed).toBeGreaterThanOrEqual(done.total);
    expect(done.total).toBeGreaterThan(0);
    const next = await start(officer);
    const nextId = (next.json() as { id: string }).id;
    expect(nextId).not.toBe(scan.id);
    expect((await finished(nextId)).status).toBe('completed');
  }, 180_000);

  it('is for approved staff only, and an unknown scan is 404', async () => {
    expect((await start(null)).statusCode).toBe(401);
    expect((await start(await buildUser(t, { userType: 'beneficiary' }))).statusCode).toBe(403);
    expect((await start(await buildUser(t, { userType: 'employer' }))).statusCode).toBe(403);
    expect((await status(officer, randomUUID())).statusCode).toBe(404);
    expect((await status(officer, 'not-an-id')).statusCode).toBe(404);
    const scans = await t.database.db
      .select()
      .from(duplicateScans)
      .where(eq(duplicateScans.startedByUserId, officer.userId));
    expect(scans.every((scan) => scan.status === 'completed')).toBe(true);
  });
});
