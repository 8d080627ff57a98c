import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildProject, uniqueProjectCode } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { BASE, call, insertApplication } from './review-fixtures';

/*
 * An application is in scope when its programme is the staff member's organisation's or the person is in
 * their places: an IRC officer in Kakuma and a DRC officer in Dadaab each see their own share of the queue,
 * and the ranking and selection of their organisation's programmes only.
 */

let t: TestApp;
let ircOfficer: BuiltUser;
let drcOfficer: BuiltUser;
let leadAdmin: BuiltUser;
const programme = { irc: '', drc: '', unhcr: '' };
let ircProjectId: string;
let dadaabToIrc: string;
let kakumaToUnhcr: string;
let dadaabToDrc: string;

const officer = { status: 'active' as const, isAdmin: false, site: null, programmeDesign: true };
const DADAAB_PERSON = { locationCamp: 'DAD' as const, locationArea: 'IFO', locationBlock: 'B3' };

async function programmeOf(organisation: string): Promise<string> {
  const row = await buildProgramme(t, { id: `scope-${organisation.toLowerCase()}-${randomInt(1e9)}`, organisation });
  return row.id;
}

beforeAll(async () => {
  // A database of its own: the whole queue is read, and other files' applications would fill its pages.
  t = await createTestApp({ ownDatabase: true });
  ircOfficer = await buildStaffMember(t, {
    ...officer,
    organisation: 'IRC',
    places: [{ camp: 'KAK', area: null, block: null }],
  });
  drcOfficer = await buildStaffMember(t, {
    ...officer,
    organisation: 'DRC',
    places: [{ camp: 'DAD', area: null, block: null }],
  });
  leadAdmin = await buildStaffMember(t, { status: 'active', isAdmin: true, site: null });
  await buildProject(t, { code: uniqueProjectCode(), partner: 'DRC' });
  programme.irc = await programmeOf('IRC');
  programme.drc = await programmeOf('DRC');
  programme.unhcr = await programmeOf('UNHCR');
  const project = await buildProject(t, {
    code: uniqueProjectCode(),
    partner: 'IRC',
    location: 'KAK',
    programmeId: programme.irc,
    startDate: '2026-02-01',
    endDate: '2026-12-31',
  });
  ircProjectId = project.id;
  dadaabToIrc = (await insertApplication(t, programme.irc, {}, DADAAB_PERSON)).id;
  kakumaToUnhcr = (await insertApplication(t, programme.unhcr)).id;
  dadaabToDrc = (await insertApplication(t, programme.drc, {}, DADAAB_PERSON)).id;
});
afterAll(async () => t.close());

async function queueOf(user: BuiltUser): Promise<string[]> {
  const page = (await call(t, user, 'GET', `${BASE}?pageSize=100`)).json();
  return page.items.map((item: { id: string }) => item.id);
}

describe('the review queue in scope', () => {
  it('holds the applications to the organisation’s programmes and those of people in the officer’s places', async () => {
    const irc = await queueOf(ircOfficer);
    expect(irc).toEqual(expect.arrayContaining([dadaabToIrc, kakumaToUnhcr]));
    expect(irc).not.toContain(dadaabToDrc);

    const drc = await queueOf(drcOfficer);
    expect(drc).toEqual(expect.arrayContaining([dadaabToIrc, dadaabToDrc]));
    expect(drc).not.toContain(kakumaToUnhcr);

    expect(await queueOf(leadAdmin)).toEqual(expect.arrayContaining([dadaabToIrc, kakumaToUnhcr, dadaabToDrc]));
    const counted = (await call(t, ircOfficer, 'GET', `${BASE}?programme=${programme.drc}`)).json();
    expect(counted.total).toBe(0);
  });

  it('answers 404 for an application outside scope, to read it or to decide on it', async () => {
    const url = `${BASE}/${dadaabToDrc}`;
    expect((await call(t, ircOfficer, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, ircOfficer, 'POST', `${url}/assign`)).statusCode).toBe(404);
    const decision = { decision: 'reject', notes: 'Not for this programme.' };
    expect((await call(t, ircOfficer, 'POST', `${url}/decision`, decision)).statusCode).toBe(404);
    expect((await call(t, drcOfficer, 'GET', url)).statusCode).toBe(200);
  });

  it('enrols only into a project the reviewer’s organisation runs', async () => {
    const url = `${BASE}/${dadaabToIrc}`;
    const detail = (await call(t, drcOfficer, 'GET', url)).json();
    expect(detail.projects).toEqual([]);
    expect((await call(t, drcOfficer, 'POST', `${url}/assign`)).statusCode).toBe(200);
    const refused = await call(t, drcOfficer, 'POST', `${url}/decision`, {
      decision: 'approve',
      projectId: ircProjectId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'projectId', message: expect.any(String) }]);
  });
});

describe('ranking and selection in scope', () => {
  it('shows the ranking of the organisation’s programmes only, and refuses to select in another’s', async () => {
    expect((await call(t, ircOfficer, 'GET', `/api/v1/staff/programmes/${programme.irc}/ranking`)).statusCode).toBe(
      200,
    );
    expect((await call(t, ircOfficer, 'GET', `/api/v1/staff/programmes/${programme.drc}/ranking`)).statusCode).toBe(
      404,
    );
    const select = await call(t, drcOfficer, 'POST', `/api/v1/staff/programmes/${programme.irc}/selection`, {
      count: 1,
      projectId: ircProjectId,
      selectedCount: 0,
    });
    expect(select.statusCode).toBe(404);
    expect((await call(t, leadAdmin, 'GET', `/api/v1/staff/programmes/${programme.drc}/ranking`)).statusCode).toBe(200);
  });
});
