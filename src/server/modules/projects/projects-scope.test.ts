import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { BASE, buildPerson, call, newPartner, projectBody } from './project-fixtures';

/*
 * Projects follow the staff member's organisation: an IRC officer in Kakuma and a DRC officer in Dadaab
 * each see, count and change only their organisation's projects; the lead agency sees them all.
 */

let t: TestApp;
let ircOfficer: BuiltUser;
let drcOfficer: BuiltUser;
let leadAdmin: BuiltUser;
let ircProject: { id: string };
let drcProject: { id: string };

const KAKUMA = [{ camp: 'KAK' as const, area: null, block: null }];
const DADAAB = [{ camp: 'DAD' as const, area: null, block: null }];

beforeAll(async () => {
  t = await createTestApp();
  const officer = { status: 'active' as const, isAdmin: false, site: null };
  ircOfficer = await buildStaffMember(t, { ...officer, organisation: 'IRC', places: KAKUMA });
  drcOfficer = await buildStaffMember(t, { ...officer, organisation: 'DRC', places: DADAAB });
  leadAdmin = await buildStaffMember(t, { status: 'active', isAdmin: true, site: null });
  ircProject = await buildProject(t, { partner: 'IRC', location: 'KAK', name: 'IRC tailoring' });
  drcProject = await buildProject(t, { partner: 'DRC', location: 'DAD', name: 'DRC bakery' });
});
afterAll(async () => t.close());

const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('projects in scope', () => {
  it('lists only the officer’s organisation’s projects, and every project for the lead agency', async () => {
    const ircList = (await call(t, ircOfficer, 'GET', `${BASE}?pageSize=100`)).json();
    expect(idsOf(ircList)).toContain(ircProject.id);
    expect(idsOf(ircList)).not.toContain(drcProject.id);
    expect(ircList.items.every((item: { partner: string }) => item.partner === 'IRC')).toBe(true);
    const drcByFilter = (await call(t, ircOfficer, 'GET', `${BASE}?partner=DRC`)).json();
    expect(drcByFilter.total).toBe(0);

    const leadList = (await call(t, leadAdmin, 'GET', `${BASE}?pageSize=100`)).json();
    expect(idsOf(leadList)).toEqual(expect.arrayContaining([ircProject.id, drcProject.id]));
  });

  it('counts the Projects cards over the organisation’s projects only', async () => {
    const partner = await newPartner(t);
    const own = await buildStaffMember(t, {
      status: 'active',
      isAdmin: false,
      site: null,
      organisation: partner,
      places: KAKUMA,
    });
    await buildProject(t, { partner, budget: 3000, status: 'active' });
    await buildProject(t, { partner, budget: 2000, status: 'planning' });
    const summary = (await call(t, own, 'GET', `${BASE}/summary`)).json();
    expect(summary).toMatchObject({ activeProjects: 1, totalBudget: 5000, totalSpent: 0, beneficiariesServed: 0 });
    const lead = (await call(t, leadAdmin, 'GET', `${BASE}/summary`)).json();
    expect(lead.totalBudget).toBeGreaterThan(5000);
  });

  it('answers 404 for another organisation’s project and everything in it, as for one that does not exist', async () => {
    const url = `${BASE}/${drcProject.id}`;
    const refused = [
      await call(t, ircOfficer, 'GET', url),
      await call(t, ircOfficer, 'PATCH', url, { name: 'Taken over' }),
      await call(t, ircOfficer, 'GET', `${url}/enrolments`),
      await call(t, ircOfficer, 'POST', `${url}/enrolments`, { beneficiaryIds: [await buildPerson(t, 'Kakuma')] }),
      await call(t, ircOfficer, 'GET', `${url}/activities`),
      await call(t, ircOfficer, 'POST', `${url}/activities`, {
        title: 'Visit',
        activityDate: '2030-02-01',
        place: 'Hall',
      }),
      await call(t, ircOfficer, 'GET', `${url}/expenditures`),
      await call(t, ircOfficer, 'POST', `${url}/expenditures`, {
        amount: 5,
        description: 'Cloth',
        spentOn: '2030-02-01',
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 404));
    expect(refused[0]!.json().detail).toBe('We could not find this project.');

    const activity = await call(t, drcOfficer, 'POST', `${url}/activities`, {
      title: 'Oven training',
      activityDate: '2030-02-01',
      place: 'Block C hall',
    });
    expect(activity.statusCode).toBe(201);
    const attendanceUrl = `/api/v1/staff/activities/${activity.json().id}/attendance`;
    expect((await call(t, ircOfficer, 'GET', attendanceUrl)).statusCode).toBe(404);
    expect((await call(t, drcOfficer, 'GET', attendanceUrl)).statusCode).toBe(200);
    expect((await call(t, leadAdmin, 'GET', url)).statusCode).toBe(200);
  });

  it('enrols only people in the officer’s scope: someone living elsewhere answers as unknown', async () => {
    const kakumaPerson = await buildPerson(t, 'Kakuma');
    const response = await call(t, drcOfficer, 'POST', `${BASE}/${drcProject.id}/enrolments`, {
      beneficiaryIds: [kakumaPerson],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([{ path: 'beneficiaryIds.0', message: expect.any(String) }]);
    const own = await call(t, ircOfficer, 'POST', `${BASE}/${ircProject.id}/enrolments`, {
      beneficiaryIds: [kakumaPerson],
    });
    expect(own.json()).toEqual({ enrolled: 1, alreadyEnrolled: 0 });
  });
});

describe('creating a project', () => {
  it('makes an officer’s project their organisation’s, and refuses another partner with a field message', async () => {
    const own = await call(t, ircOfficer, 'POST', BASE, projectBody('IRC', { code: '' }));
    expect(own.statusCode).toBe(201);
    expect(own.json().partner).toBe('IRC');

    const other = await call(t, ircOfficer, 'POST', BASE, projectBody('DRC'), 'sw');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { path: 'partner', message: 'Unaweza kuunda miradi ya shirika lako tu, IRC' },
    ]);
    const moved = await call(t, ircOfficer, 'PATCH', `${BASE}/${own.json().id}`, { partner: 'DRC', code: '' });
    expect(moved.statusCode).toBe(400);
  });

  it('lets the lead agency choose any organisation, and answers 400 for a partner that is not one', async () => {
    const forDrc = await call(t, leadAdmin, 'POST', BASE, projectBody('DRC', { code: '' }));
    expect(forDrc.statusCode).toBe(201);
    expect((await call(t, drcOfficer, 'GET', `${BASE}/${forDrc.json().id}`)).statusCode).toBe(200);

    const unknown = await call(t, leadAdmin, 'POST', BASE, projectBody('ZZNOTORG'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'partner', message: 'This partner is not an organisation on the platform' },
    ]);
  });
});
