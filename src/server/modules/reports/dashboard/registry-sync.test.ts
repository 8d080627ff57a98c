import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import {
  BENEFICIARY_HEADER,
  beneficiaryRow,
  createImportsTestApp,
  csvOf,
  importWorker,
  IMPORTS_URL,
  progresIds,
  settle,
  uploadAndValidate,
} from '@server/modules/imports/imports-fixtures';

let t: TestApp;
let worker: JobWorker;
let officer: BuiltUser;

beforeAll(async () => {
  t = await createImportsTestApp();
  worker = await importWorker(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});
afterAll(async () => t.close());

interface RegistrySync {
  lastSyncAt: string | null;
  pendingUpdates: number | null;
  pendingImportId: string | null;
}

async function registrySync(): Promise<RegistrySync> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/staff/dashboard',
    headers: { cookie: officer.cookie },
  });
  return (response.json() as { registrySync: RegistrySync }).registrySync;
}

describe('the dashboard’s ProGres sync notice', () => {
  it('shows a validated registry export as pending updates, and the sync once it is imported', async () => {
    const id = progresIds();
    const exportFile = csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1)), beneficiaryRow(id(2)), beneficiaryRow(id(3))]);
    const view = await uploadAndValidate(t, worker, officer, exportFile, { mode: 'update' });

    expect(await registrySync()).toMatchObject({ pendingImportId: view.id, pendingUpdates: 3 });

    // "Sync Now" commits that import.
    await t.app.inject({
      method: 'POST',
      url: `${IMPORTS_URL}/${view.id}/commit`,
      headers: { cookie: officer.cookie },
    });
    await settle(t, worker, officer, view.id);
    const synced = await registrySync();
    expect(synced.pendingImportId).not.toBe(view.id);
    expect(Date.parse(synced.lastSyncAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not count an import of new people (create mode) as a registry sync', async () => {
    const id = progresIds();
    const view = await uploadAndValidate(t, worker, officer, csvOf([BENEFICIARY_HEADER, beneficiaryRow(id(1))]));
    expect((await registrySync()).pendingImportId).not.toBe(view.id);
  });
});
