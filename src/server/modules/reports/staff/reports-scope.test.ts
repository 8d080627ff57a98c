import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildApplicant, buildJobApplication } from '@server/test-support/job-application-builders';
import { buildVerifiedCompanyWithJob } from '@server/test-support/job-builders';
import { buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/reports';

describe('a partner officer’s reports count only their own caseload', () => {
  let t: TestApp;
  let world: ScopeWorld;
  let leadAdmin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    world = await buildScopeWorld(t);
    leadAdmin = await buildStaffAdmin(t);
    const { job } = await buildVerifiedCompanyWithJob(t);
    for (const camp of ['KAK', 'DAD'] as const)
      await buildJobApplication(t, job.id, await buildApplicant(t, { locationCamp: camp }));
  });
  afterAll(() => t.close());

  async function report<T>(user: BuiltUser, name: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url: `${URL}/${name}`, headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  it('counts registrations of people in scope only', async () => {
    const irc = await report<{ total: number; byLocation: { camp: string | null }[] }>(
      world.irc.officer,
      'registrations',
    );
    // The Kakuma caseload's person and the Kakuma job applicant.
    expect(irc.total).toBe(2);
    expect(new Set(irc.byLocation.map((row) => row.camp))).toEqual(new Set(['KAK']));
    const lead = await report<{ total: number }>(leadAdmin, 'registrations');
    expect(lead.total).toBeGreaterThanOrEqual(5);
  });

  it('shows only the organisation’s projects and their partner', async () => {
    type Programmes = { byProject: { projectId: string }[]; byPartner: { partner: string }[] };
    const irc = await report<Programmes>(world.irc.officer, 'programmes');
    expect(irc.byProject.map((row) => row.projectId)).toEqual([world.irc.own.projectId]);
    expect(irc.byPartner.map((row) => row.partner)).toEqual(['IRC']);
    const lead = await report<Programmes>(leadAdmin, 'programmes');
    expect(lead.byProject.map((row) => row.projectId)).toEqual(
      expect.arrayContaining([world.irc.own.projectId, world.drc.own.projectId]),
    );
  });

  it('sums only the payments of the organisation’s projects', async () => {
    type Payments = { byStatus: { count: number; amount: number }[] };
    const paid = (payments: Payments) => payments.byStatus.reduce((sum, row) => sum + row.count, 0);
    expect(paid(await report<Payments>(world.drc.officer, 'payments'))).toBe(1);
    expect(paid(await report<Payments>(leadAdmin, 'payments'))).toBe(2);
  });

  it('counts applications to the organisation’s programmes and of its people only', async () => {
    type Applications = { byProgramme: { programmeId: string }[]; totals: { applications: number } };
    const drc = await report<Applications>(world.drc.officer, 'applications');
    expect(drc.byProgramme.map((row) => row.programmeId)).toEqual([world.drc.own.programmeId]);
    expect(drc.totals.applications).toBe(1);
    const lead = await report<Applications>(leadAdmin, 'applications');
    expect(lead.totals.applications).toBe(2);
  });

  it('counts job applications of people in scope only', async () => {
    type Employment = { totals: { applications: number }; byCamp: { camp: string | null }[] };
    const irc = await report<Employment>(world.irc.officer, 'employment');
    expect(irc.totals.applications).toBe(1);
    expect(irc.byCamp.map((row) => row.camp)).toEqual(['KAK']);
    expect((await report<Employment>(leadAdmin, 'employment')).totals.applications).toBe(2);
  });
});
