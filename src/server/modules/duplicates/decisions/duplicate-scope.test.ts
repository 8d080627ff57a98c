import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildPair } from './duplicate-fixtures';

const BASE = '/api/v1/duplicates';

/*
 * Detection compares the whole registry, so an alert may pair people of two organisations' caseloads.
 * Each side sees the alert, the other person only as name, birth year, camp and ProGres ID, and only
 * staff who may see both people decide it.
 */
describe('duplicate alerts across organisations', () => {
  let t: TestApp;
  let irc: BuiltUser;
  let drc: BuiltUser;
  let lead: BuiltUser;
  let across: Awaited<ReturnType<typeof buildPair>>;
  let dadaabOnly: Awaited<ReturnType<typeof buildPair>>;
  const kakuma = { locationCamp: 'KAK', locationArea: 'KK1', locationBlock: 'B4' } as const;

  beforeAll(async () => {
    t = await createTestApp();
    const officer = (organisation: string, camp: 'KAK' | 'DAD') =>
      buildStaffMember(t, {
        status: 'active',
        isAdmin: false,
        site: null,
        organisation,
        places: [{ camp, area: null, block: null }],
      });
    [irc, drc, lead] = await Promise.all([
      officer('IRC', 'KAK'),
      officer('DRC', 'DAD'),
      buildStaffMember(t, { status: 'active', isAdmin: false, site: null }),
    ]);
    // One record in Dadaab (DRC's), its near-twin in Kakuma (IRC's); and a pair wholly in Dadaab.
    across = await buildPair(t, 0.97, {}, kakuma);
    dadaabOnly = await buildPair(t, 0.96);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, user: BuiltUser, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload: payload as object } : {}) });
  const alertsOf = async (user: BuiltUser) => {
    const response = await call('GET', `${BASE}?pageSize=100&minRisk=0.95`, user);
    expect(response.statusCode).toBe(200);
    return response.json<{ items: { id: string; beneficiary1: Person; beneficiary2: Person }[] }>().items;
  };
  type Person = {
    id: string;
    limited: boolean;
    phoneNumber: string | null;
    location: string | null;
    birthYear: number | null;
  };

  it('lists an alert to each organisation with one of its people, showing the other person limited', async () => {
    const ircAlerts = await alertsOf(irc);
    const ids = ircAlerts.map((alert) => alert.id);
    expect(ids).toContain(across.alert.id);
    expect(ids).not.toContain(dadaabOnly.alert.id);
    const alert = ircAlerts.find((item) => item.id === across.alert.id)!;
    const people = [alert.beneficiary1, alert.beneficiary2];
    const dadaabPerson = people.find((person) => person.limited)!;
    const kakumaPerson = people.find((person) => !person.limited)!;
    expect(dadaabPerson).toMatchObject({ phoneNumber: null, location: 'DAD', birthYear: 1990, dateOfBirth: null });
    expect(kakumaPerson.location).toBe('KAK-KK1-B4');
    expect(kakumaPerson.phoneNumber).not.toBeNull();
    expect((await alertsOf(drc)).map((item) => item.id)).toEqual(
      expect.arrayContaining([across.alert.id, dadaabOnly.alert.id]),
    );
  });

  it('refuses the side-by-side records and every decision to staff who see only one of the pair', async () => {
    expect((await call('GET', `${BASE}/${across.alert.id}`, irc)).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/${across.alert.id}/assign`, irc)).statusCode).toBe(403);
    const decision = await call('POST', `${BASE}/${across.alert.id}/decision`, drc, { decision: 'not_duplicate' });
    expect(decision.statusCode).toBe(403);
    expect(decision.json().detail).toContain("another organisation's caseload");
    const bulk = await call('POST', `${BASE}/bulk`, irc, { ids: [across.alert.id], action: 'not_duplicate' });
    expect(bulk.json()).toEqual({ updated: [], skipped: [across.alert.id] });
  });

  it('answers 404 for an alert neither of whose people is in scope', async () => {
    expect((await call('GET', `${BASE}/${dadaabOnly.alert.id}`, irc)).statusCode).toBe(404);
    const decision = await call('POST', `${BASE}/${dadaabOnly.alert.id}/decision`, irc, { decision: 'not_duplicate' });
    expect(decision.statusCode).toBe(404);
  });

  it('lets staff with both people in scope, and the whole registry, decide', async () => {
    expect((await call('GET', `${BASE}/${dadaabOnly.alert.id}`, drc)).statusCode).toBe(200);
    const decided = await call('POST', `${BASE}/${dadaabOnly.alert.id}/decision`, drc, { decision: 'not_duplicate' });
    expect(decided.statusCode).toBe(200);
    const wholeRegistry = await call('POST', `${BASE}/${across.alert.id}/decision`, lead, {
      decision: 'not_duplicate',
    });
    expect(wholeRegistry.statusCode).toBe(200);
  });
});
