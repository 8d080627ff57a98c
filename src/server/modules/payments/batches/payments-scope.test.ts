import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { BASE, batchBody, call, createBatch, enrolPerson } from './payment-fixtures';

/*
 * Payment batches are their project's business: an IRC officer in Kakuma pays, approves and downloads only
 * IRC projects' batches, a DRC officer in Dadaab only DRC's; the lead agency sees and approves them all.
 */

let t: TestApp;
let ircMaker: BuiltUser;
let ircChecker: BuiltUser;
let drcMaker: BuiltUser;
let leadAdmin: BuiltUser;
let ircProjectId: string;
let drcProjectId: string;

const officer = { status: 'active' as const, isAdmin: false, site: null };
const KAKUMA = [{ camp: 'KAK' as const, area: null, block: null }];
const DADAAB = [{ camp: 'DAD' as const, area: null, block: null }];

async function projectOf(partner: string, location: 'KAK' | 'DAD'): Promise<string> {
  const project = await buildProject(t, {
    code: `${partner}-CFW-2026-${randomInt(1e9)}`,
    partner,
    type: 'cash_for_work',
    location,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  await enrolPerson(t, project.id, { locationCamp: location });
  return project.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ircMaker = await buildStaffMember(t, { ...officer, organisation: 'IRC', places: KAKUMA });
  ircChecker = await buildStaffMember(t, { ...officer, organisation: 'IRC', places: KAKUMA });
  drcMaker = await buildStaffMember(t, { ...officer, organisation: 'DRC', places: DADAAB });
  leadAdmin = await buildStaffMember(t, { status: 'active', isAdmin: true, site: null });
  ircProjectId = await projectOf('IRC', 'KAK');
  drcProjectId = await projectOf('DRC', 'DAD');
});
afterAll(async () => t.close());

const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('payment batches in scope', () => {
  it('creates a batch only for a project of the officer’s organisation', async () => {
    const refused = await call(t, ircMaker, 'POST', BASE, batchBody(drcProjectId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'projectId', message: expect.any(String) }]);
    expect((await call(t, ircMaker, 'POST', BASE, batchBody(ircProjectId))).statusCode).toBe(201);
  });

  it('lists, shows and downloads only batches of projects in scope; others answer 404', async () => {
    const ircBatch = await createBatch(t, ircMaker, ircProjectId, {
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    const drcBatch = await createBatch(t, drcMaker, drcProjectId);

    const ircList = (await call(t, ircChecker, 'GET', `${BASE}?pageSize=100`)).json();
    expect(idsOf(ircList)).toContain(ircBatch.id);
    expect(idsOf(ircList)).not.toContain(drcBatch.id);
    const byProject = (await call(t, ircChecker, 'GET', `${BASE}?projectId=${drcProjectId}`)).json();
    expect(byProject.total).toBe(0);

    const url = `${BASE}/${drcBatch.id}`;
    const refused = [
      await call(t, ircChecker, 'GET', url),
      await call(t, ircChecker, 'GET', `${url}/payments`),
      await call(t, ircChecker, 'GET', `${url}/provider-file.csv`),
      await call(t, ircChecker, 'POST', `${url}/approve`, {}),
      await call(t, ircChecker, 'POST', `${url}/reject`, { note: 'Not ours to judge' }),
      await call(t, ircChecker, 'POST', `${url}/cancel`, {}),
      await call(t, ircChecker, 'POST', `${url}/disburse`, { provider: 'file' }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 404));

    const leadList = (await call(t, leadAdmin, 'GET', `${BASE}?pageSize=100`)).json();
    expect(idsOf(leadList)).toEqual(expect.arrayContaining([ircBatch.id, drcBatch.id]));
    expect((await call(t, leadAdmin, 'GET', `${url}/payments`)).json().total).toBe(1);
  });

  it('lets a checker of the same organisation approve, and the lead agency approve any batch', async () => {
    const ircBatch = await createBatch(t, ircMaker, ircProjectId, {
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
    });
    const drcBatch = await createBatch(t, drcMaker, drcProjectId, {
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
    });
    const approved = await call(t, ircChecker, 'POST', `${BASE}/${ircBatch.id}/approve`, {});
    expect(approved.json().status).toBe('approved');
    expect((await call(t, drcMaker, 'POST', `${BASE}/${ircBatch.id}/disburse`, { provider: 'file' })).statusCode).toBe(
      404,
    );
    const byLead = await call(t, leadAdmin, 'POST', `${BASE}/${drcBatch.id}/approve`, {});
    expect(byLead.json().status).toBe('approved');
  });
});
