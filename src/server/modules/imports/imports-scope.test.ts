import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { randomLetters } from '@server/test-support/seed-target';
import type { TestApp } from '@server/test-support/test-app';
import {
  BENEFICIARY_HEADER,
  PROJECT_HEADER,
  beneficiaryRow,
  createImportsTestApp,
  csvOf,
  importWorker,
  progresIds,
  uploadAndValidate,
} from './imports-fixtures';

/*
 * An officer of a partner imports within their own caseload: people into their places, projects of
 * their own organisation, updates to people they may see. Rows outside are bad rows with the reason.
 */
describe('imports within the uploader’s organisation and places', () => {
  let t: TestApp;
  let worker: JobWorker;
  let ircOfficer: BuiltUser;
  const ids = progresIds();
  beforeAll(async () => {
    t = await createImportsTestApp();
    worker = await importWorker(t);
    ircOfficer = await buildStaffMember(t, {
      status: 'active',
      isAdmin: false,
      site: null,
      organisation: 'IRC',
      places: [{ camp: 'KAK', area: null, block: null }],
    });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it('counts on the Bulk Upload cards only the files of the reader’s own organisation', async () => {
    const code = `T${randomLetters(6)}`;
    await t.database.db.insert(organisations).values({ code, name: `Partner ${code}` });
    const officer = await buildStaffMember(t, {
      status: 'active',
      isAdmin: false,
      site: null,
      organisation: code,
      places: [{ camp: 'KAK', area: null, block: null }],
    });
    const summary = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/imports/summary', headers: { cookie: officer.cookie } })
      ).json<{
        filesUploaded: number;
        rowsWithErrors: number;
      }>();
    expect(await summary()).toMatchObject({ filesUploaded: 0, rowsWithErrors: 0 });

    const file = csvOf([
      BENEFICIARY_HEADER,
      beneficiaryRow(ids(30), { location: 'KAK-KK1-B2' }),
      beneficiaryRow(ids(31), { location: 'DAD-IFO-B12' }),
    ]);
    await uploadAndValidate(t, worker, officer, file, { mode: 'create' });
    expect(await summary()).toMatchObject({ filesUploaded: 1, rowsWithErrors: 1 });
  });

  const messagesOf = (view: { errors: { row: number; message: string }[] }) =>
    view.errors.map((error) => [error.row, error.message]);

  it('reports people outside the officer’s places as bad rows and keeps the rest', async () => {
    const file = csvOf([
      BENEFICIARY_HEADER,
      beneficiaryRow(ids(1), { location: 'KAK-KK1-B2' }),
      beneficiaryRow(ids(2), { location: 'DAD-IFO-B12' }),
    ]);
    const view = await uploadAndValidate(t, worker, ircOfficer, file, { mode: 'create' });
    expect(view.validRecords).toBe(1);
    expect(messagesOf(view)).toEqual([[3, 'This location is outside the places you work in']]);
  });

  it('does not update people outside scope: those rows are reported, not written', async () => {
    const outside = await buildBeneficiary(t, { progresId: ids(10), locationCamp: 'DAD', locationArea: 'IFO' });
    const inside = await buildBeneficiary(t, { progresId: ids(11), locationCamp: 'KAK', locationArea: 'KK2' });
    const file = csvOf([
      BENEFICIARY_HEADER,
      beneficiaryRow(outside.progresId!, { location: 'KAK-KK1-B1' }),
      beneficiaryRow(inside.progresId!, { location: 'KAK-KK2-B1' }),
    ]);
    const view = await uploadAndValidate(t, worker, ircOfficer, file, { mode: 'update' });
    expect(view.validRecords).toBe(1);
    expect(messagesOf(view)).toEqual([
      [2, 'This person is outside the places and projects you work with, so the row was not applied'],
    ]);
  });

  it('accepts only the officer’s own organisation’s projects, and reports an unknown partner as a bad row', async () => {
    const project = (code: string, partner: string) => [
      code,
      'Tailoring cohort',
      partner,
      'skills_training',
      'KAK',
      '40',
      '500000',
      '2031-01-01',
      '2031-12-31',
      'planning',
    ];
    const suffix = String(Date.now() % 1000).padStart(3, '0');
    const file = csvOf([
      PROJECT_HEADER,
      project(`IRC-SKT-2031-${suffix}`, 'IRC'),
      project(`DRC-SKT-2031-${suffix}`, 'DRC'),
      project(`ACF-SKT-2031-${suffix}`, 'ACF'),
    ]);
    const view = await uploadAndValidate(t, worker, ircOfficer, file, { type: 'projects', mode: 'create' });
    expect(messagesOf(view)).toEqual([
      [3, "You can import only your own organisation's projects, not DRC's"],
      [4, 'ACF is not an organisation on the platform'],
    ]);
  });
});
