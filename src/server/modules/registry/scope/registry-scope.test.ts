import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { newPerson } from '../staff-record/record-fixtures';
import { buildScopeFixture, type ScopeFixture } from './scope-fixtures';

const BASE = '/api/v1/staff/beneficiaries';

describe('the registry within a staff member’s organisation and places', () => {
  let t: TestApp;
  let f: ScopeFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await buildScopeFixture(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, user: BuiltUser, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const listed = async (user: BuiltUser) => {
    const response = await call('GET', `${BASE}?q=${f.country}-&pageSize=50`, user);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: { id: string }[]; total: number }>();
    return { ids: body.items.map((item) => item.id).sort(), total: body.total };
  };

  it('lists and counts only the people living in the officer’s places or in their organisation’s projects', async () => {
    expect(await listed(f.irc)).toEqual({ ids: [f.kakuma, f.dadaabInIrcProject].sort(), total: 2 });
    expect(await listed(f.drc)).toEqual({ ids: [f.dadaab, f.dadaabInIrcProject].sort(), total: 2 });
    expect((await listed(f.lead)).total).toBe(3);
  });

  it('counts the headline figures within scope', async () => {
    const summary = async (user: BuiltUser) => {
      const response = await call('GET', `${BASE}/summary`, user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ total: number }>();
    };
    const [irc, lead] = [await summary(f.irc), await summary(f.lead)];
    expect(irc.total).toBeGreaterThanOrEqual(2);
    expect(irc.total).toBeLessThan(lead.total);
  });

  it('finds only people in scope in the header search', async () => {
    const response = await call('GET', `/api/v1/staff/search?q=${f.country}-`, f.irc);
    const ids = response.json<{ beneficiaries: { id: string }[] }>().beneficiaries.map((person) => person.id);
    expect(ids.sort()).toEqual([f.kakuma, f.dadaabInIrcProject].sort());
  });

  it('answers 404 for a record, its history, an edit and a status change outside scope', async () => {
    expect((await call('GET', `${BASE}/${f.dadaab}`, f.irc)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${f.dadaab}/history`, f.irc)).statusCode).toBe(404);
    expect((await call('PATCH', `${BASE}/${f.dadaab}`, f.irc, { firstName: 'Changed' })).statusCode).toBe(404);
    const status = await call('POST', `${BASE}/${f.dadaab}/status`, f.irc, {
      status: 'inactive',
      reason: 'Moved away',
    });
    expect(status.statusCode).toBe(404);
    expect(status.json().detail).toBe('This beneficiary was not found');
    // The same person is the DRC officer's to read, and IRC's own project participant is IRC's.
    expect((await call('GET', `${BASE}/${f.dadaab}`, f.drc)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${f.dadaabInIrcProject}`, f.irc)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${f.dadaab}/history`, f.drc)).statusCode).toBe(200);
  });

  it('refuses a bulk status change that includes someone outside scope, changing nobody', async () => {
    const payload = { ids: [f.kakuma, f.dadaab], status: 'inactive', reason: 'Verification' };
    expect((await call('POST', `${BASE}/bulk-status`, f.irc, payload)).statusCode).toBe(404);
    const kakuma = await call('GET', `${BASE}/${f.kakuma}`, f.irc);
    expect(kakuma.json().person.status).toBe('active');
  });

  it('exports only people in scope, even when asked for others by id', async () => {
    const filtered = await call('GET', `${BASE}/export?format=csv&q=${f.country}-`, f.drc);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers['x-row-count']).toBe('2');
    expect(filtered.body).toContain(`${f.country}-DAD-2020-000002`);
    expect(filtered.body).not.toContain(`${f.country}-KAK-2020-000001`);
    const selected = await call('POST', `${BASE}/export`, f.drc, { ids: [f.kakuma, f.dadaab], format: 'csv' });
    expect(selected.headers['x-row-count']).toBe('1');
    expect(selected.body).not.toContain(`${f.country}-KAK-2020-000001`);
  });

  it('adds people only into the officer’s places, with a translated reason', async () => {
    const outside = await call('POST', BASE, f.irc, newPerson({ location: 'DAD-IFO-B1' }));
    expect(outside.statusCode).toBe(400);
    expect(JSON.stringify(outside.json())).toContain('outside the places you work in');
    expect((await call('POST', BASE, f.irc, newPerson({ location: 'KAK-KK1-B2' }))).statusCode).toBe(201);
    const move = await call('PATCH', `${BASE}/${f.kakuma}`, f.irc, { location: 'DAD-IFO-B2' });
    expect(move.statusCode).toBe(400);
  });

  it('shows a household only through a member in scope', async () => {
    const panel = await call('GET', `${BASE}/${f.dadaab}/household`, f.irc);
    expect(panel.statusCode).toBe(404);
    const own = await call('GET', `${BASE}/${f.dadaab}/household`, f.drc);
    expect(own.statusCode).toBe(200);
    const householdId = own.json<{ household: { id: string } | null }>().household?.id;
    if (householdId) {
      expect((await call('GET', `/api/v1/staff/households/${householdId}`, f.irc)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/staff/households/${householdId}`, f.drc)).statusCode).toBe(200);
    }
  });
});
