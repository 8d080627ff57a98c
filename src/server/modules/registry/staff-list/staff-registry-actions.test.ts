import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries } from '@server/db/schema';
import { buildBeneficiaries } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildRegistryFixture, type RegistryFixture } from './registry-fixtures';

const URL = '/api/v1/staff/beneficiaries';

let t: TestApp;
let officer: BuiltUser;
let f: RegistryFixture;

const headers = (user: BuiltUser | null, language = 'en') => ({
  'accept-language': language,
  ...(user ? { cookie: user.cookie } : {}),
});
const exportFiltered = (user: BuiltUser | null, query: string) =>
  t.app.inject({ method: 'GET', url: `${URL}/export?${query}`, headers: headers(user) });
const post = (user: BuiltUser | null, path: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: `${URL}${path}`, payload, headers: headers(user, language) });
const exportsBy = (user: BuiltUser) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, user.userId), eq(auditEvents.action, 'registry.export')));

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  f = await buildRegistryFixture(t);
});

afterAll(async () => t.close());

describe('export of the filtered list', () => {
  it('writes a CSV with a BOM, the table columns plus phone, household and skills, safe against formulas', async () => {
    const response = await exportFiltered(officer, `format=csv&q=${f.country}-&status=active`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="beneficiaries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    // This file's rows only: a run long ago on a reused database may have drawn the same country code.
    const lines = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .filter((line, index) => index === 0 || line.includes(f.suffix));
    expect(lines[0]).toBe(
      'ProGres ID,First name,Last name,Nationality,Birth year,Gender,Location,Vulnerability score,Status,Programs,Duplicate risk,Phone,Household ID,Skills',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${f.country}-KAL-2022-000004,"'=HYPERLINK(""http://evil.example"",""x"")",Formula${f.suffix},COD,,other,KAL-V1-B1,,active,0,,,,`,
    );
    expect(lines[2]).toBe(
      `${f.country}-DAD-2019-000001,Halimo,Yusuf${f.suffix},SOM,1988,female,DAD-IFO-B12,4.5,active,2,0.92,'${f.phoneBlock}01,HH-${f.suffix},Tailoring; Cooking`,
    );

    const [entry] = await exportsBy(officer);
    expect(entry).toMatchObject({
      targetType: 'beneficiary',
      details: { format: 'csv', rowCount: 2, filter: { status: 'active', search: 'progresId' } },
    });
    expect(JSON.stringify(entry!.details)).not.toContain(f.country);
  });

  it('writes a valid XLSX workbook of the same rows', async () => {
    const response = await exportFiltered(officer, `format=xlsx&q=${f.country}-&camp=DAD`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Beneficiaries')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('ProGres ID');
    expect(sheet.getRow(2).getCell(3).value).toBe(`Abdi${f.suffix}`);
    expect(sheet.getRow(3).getCell(8).value).toBe(4.5);
    expect(sheet.getRow(3).getCell(12).value).toBe(`'${f.phoneBlock}01`);
    expect(
      (await exportsBy(officer)).some((entry) => entry.details?.format === 'xlsx' && entry.details.rowCount === 2),
    ).toBe(true);
  });

  it('needs a known format and staff', async () => {
    const missing = await exportFiltered(officer, 'format=pdf');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('This filter value is not recognised');
    expect((await exportFiltered(null, 'format=csv')).statusCode).toBe(401);
    expect((await exportFiltered(await buildUser(t, { userType: 'beneficiary' }), 'format=csv')).statusCode).toBe(403);
  });
});

describe('export of selected people', () => {
  it('exports only the selected rows and audits the ids, not the names', async () => {
    const response = await post(officer, '/export', { ids: [f.ids.amina, f.ids.mohammed], format: 'csv' });
    expect(response.statusCode).toBe(200);
    const lines = response.rawPayload.toString('utf8').trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([`Hassan${f.suffix}`, `Abdi${f.suffix}`]);
    const entry = (await exportsBy(officer)).find((row) => Array.isArray(row.details?.selection));
    expect(entry?.details).toEqual({ selection: [f.ids.amina, f.ids.mohammed], format: 'csv', rowCount: 2 });
  });

  it('refuses an empty selection in English and Swahili', async () => {
    expect((await post(officer, '/export', { ids: [], format: 'csv' })).body).toContain(
      'Select at least one beneficiary',
    );
    expect((await post(officer, '/export', { ids: [], format: 'csv' }, 'sw')).body).toContain(
      'Chagua angalau mnufaika mmoja',
    );
    expect((await post(await buildEmployer(t), '/export', { ids: [f.ids.amina], format: 'csv' })).statusCode).toBe(403);
  });
});

describe('POST /api/v1/staff/beneficiaries/bulk-status', () => {
  it('changes each status in one go and writes one history entry per person changed', async () => {
    const [first, second] = await buildBeneficiaries(t, [
      { firstName: 'Bulk', lastName: `One${f.suffix}`, status: 'active' },
      { firstName: 'Bulk', lastName: `Two${f.suffix}`, status: 'transferred' },
    ]);
    const ids = [first!.id, second!.id];
    const response = await post(officer, '/bulk-status', { ids, status: 'transferred', reason: '  Moved to Kakuma  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 1 });

    const rows = await t.database.db
      .select({ status: beneficiaries.status })
      .from(beneficiaries)
      .where(inArray(beneficiaries.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['transferred', 'transferred']);
    const history = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(inArray(auditEvents.targetId, ids), eq(auditEvents.action, 'beneficiary.status_change')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actorUserId: officer.userId,
      targetType: 'beneficiary',
      targetId: first!.id,
      details: { from: 'active', to: 'transferred', reason: 'Moved to Kakuma', bulk: true },
    });
  });

  it('changes nothing when one id is unknown (404)', async () => {
    const response = await post(officer, '/bulk-status', {
      ids: [f.ids.formula, randomUUID()],
      status: 'inactive',
      reason: 'Left the camp',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('One or more of the selected beneficiaries were not found');
    const [row] = await t.database.db
      .select({ status: beneficiaries.status })
      .from(beneficiaries)
      .where(eq(beneficiaries.id, f.ids.formula));
    expect(row!.status).toBe('active');
  });

  it('needs a reason, a known status and at most 500 ids, in English and Swahili', async () => {
    const noReason = await post(officer, '/bulk-status', { ids: [f.ids.formula], status: 'inactive', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Please give a reason for the status change');
    expect(
      (await post(officer, '/bulk-status', { ids: [f.ids.formula], status: 'inactive', reason: '' }, 'sw')).body,
    ).toContain('Tafadhali toa sababu ya kubadilisha hali');
    expect(
      (await post(officer, '/bulk-status', { ids: [f.ids.formula], status: 'deleted', reason: 'Because' })).body,
    ).toContain('Choose Active, Inactive or Transferred');
    const tooMany = Array.from({ length: 501 }, () => randomUUID());
    expect(
      (await post(officer, '/bulk-status', { ids: tooMany, status: 'inactive', reason: 'Because' })).body,
    ).toContain('Select at most 500 beneficiaries at a time');
    expect(
      (await post(officer, '/bulk-status', { ids: ['nope'], status: 'inactive', reason: 'Because' })).body,
    ).toContain('One of the selected records is not valid');
  });

  it('is for approved, active staff only', async () => {
    const payload = { ids: [f.ids.formula], status: 'inactive', reason: 'Because' };
    expect((await post(null, '/bulk-status', payload)).statusCode).toBe(401);
    expect((await post(await buildUser(t, { userType: 'beneficiary' }), '/bulk-status', payload)).statusCode).toBe(403);
    expect((await post(await buildEmployer(t), '/bulk-status', payload)).statusCode).toBe(403);
  });
});
