import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const BASE = '/api/v1/staff/organisations';
/** A code of this run only, so files sharing a database never collide. */
const code = `T${Array.from({ length: 5 }, () => String.fromCharCode(65 + randomInt(26))).join('')}`;

describe('organisations', () => {
  let t: TestApp;
  let leadAdmin: BuiltUser;
  let partnerAdmin: BuiltUser;
  let officer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    [leadAdmin, partnerAdmin, officer] = await Promise.all([
      buildStaffAdmin(t),
      buildStaffMember(t, { status: 'active', isAdmin: true, site: null, organisation: 'IRC', places: [] }),
      buildStaffMember(t, { status: 'active', isAdmin: false, site: null, organisation: 'DRC', places: [] }),
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: BuiltUser, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload: payload as object } : {}) });
  const details = {
    name: 'Test Relief Partner',
    colour: 'purple',
    contactEmail: 'livelihoods@partner.example',
    contactPhone: '+254700000001',
    dataSharingAgreementOn: '2026-03-01',
  };

  it('lists the lead agency first and the partners, for any staff member', async () => {
    const response = await call('GET', BASE, officer);
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: { code: string; leadAgency: boolean }[] }>().items;
    expect(items[0]).toMatchObject({ code: 'UNHCR', leadAgency: true });
    expect(items.map((item) => item.code)).toEqual(expect.arrayContaining(['WFP', 'IRC', 'DRC', 'NRC']));
  });

  it('lets the lead agency add and edit a partner, refusing a taken code', async () => {
    const created = await call('POST', BASE, leadAdmin, { ...details, code });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...details, code, leadAgency: false });
    expect((await call('POST', BASE, leadAdmin, { ...details, code })).statusCode).toBe(409);
    const edited = await call('PATCH', `${BASE}/${code}`, leadAdmin, { ...details, colour: 'green', contactPhone: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ colour: 'green', contactPhone: null });
    expect((await call('PATCH', `${BASE}/NOPE`, leadAdmin, details)).statusCode).toBe(404);
  });

  it("refuses partners' admins and officers, and bad input with translated messages", async () => {
    expect((await call('POST', BASE, partnerAdmin, { ...details, code: 'ZZQ' })).statusCode).toBe(403);
    expect((await call('PATCH', `${BASE}/IRC`, officer, details)).statusCode).toBe(403);
    const bad = await call('POST', BASE, leadAdmin, {
      ...details,
      code: 'lower',
      dataSharingAgreementOn: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The code is 2 to 10 capital letters');
  });
});
