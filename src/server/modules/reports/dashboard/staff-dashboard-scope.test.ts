import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

interface Dashboard {
  stats: {
    totalBeneficiaries: { value: number };
    activeProjects: { value: number };
    totalBudget: { value: number; spent: number };
  };
  geography: { camp: string | null; count: number }[];
  performance: { participating: number; attendanceTaken: number };
  partners: { partner: string }[];
}

describe('a partner officer’s dashboard figures are those of their own caseload', () => {
  let t: TestApp;
  let world: ScopeWorld;
  let leadAdmin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    world = await buildScopeWorld(t);
    leadAdmin = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  async function dashboard(user: BuiltUser): Promise<Dashboard> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/dashboard',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Dashboard>();
  }
  const campCount = (figures: Dashboard, camp: string) => figures.geography.find((row) => row.camp === camp)?.count;

  it('counts the people, projects, spending and enrolments in scope only', async () => {
    const irc = await dashboard(world.irc.officer);
    expect(irc.stats.totalBeneficiaries.value).toBe(1);
    expect(campCount(irc, 'KAK')).toBe(1);
    expect(campCount(irc, 'DAD')).toBe(0);
    expect(campCount(irc, 'NBI')).toBe(0);
    expect(irc.stats.activeProjects.value).toBe(1);
    expect(irc.stats.totalBudget).toMatchObject({ value: 5000, spent: 120 });
    expect(irc.performance.participating).toBe(1);
    expect(irc.partners.map((row) => row.partner)).toEqual(['IRC']);
  });

  it('counts everything for the lead agency with the whole registry', async () => {
    const lead = await dashboard(leadAdmin);
    expect(lead.stats.totalBeneficiaries.value).toBe(3);
    expect(lead.stats.activeProjects.value).toBe(2);
    expect(lead.stats.totalBudget).toMatchObject({ value: 10000, spent: 240 });
    expect(lead.partners.map((row) => row.partner).sort()).toEqual(['DRC', 'IRC']);
  });
});
