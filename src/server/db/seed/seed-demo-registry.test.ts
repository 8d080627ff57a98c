import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_CODE_PATTERN } from '@domain/projects';
import { CAMP_AREAS, PROGRES_ID_PATTERN, duplicateRiskBand } from '@domain/registry';
import { toCount } from '@server/db/count';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { DEMO_PROJECTS } from './demo-projects-data';
import {
  DEMO_CAMP_TOTALS,
  DEMO_RECENT_REGISTRATIONS,
  DEMO_REGISTRY_MARKER,
  seedDemoRegistry,
} from './seed-demo-registry';
import { selectRows } from './seed-sql';

/*
 * The demo registry makes the staff dashboard show the spec's figures (seed-demo.test.ts
 * checks that the demo accounts' own records, Amina's first, stay as they were). They are
 * totals over the whole database, so the file has a database of its own, on PostgreSQL too.
 */
const seeded = sql`p.code in (${sql.join(
  DEMO_PROJECTS.map((project) => sql`${project.code}`),
  sql`, `,
)})`;
const seededPerson = sql`b.household_id like '___-HH-______'`;

describe('the demo registry seed', () => {
  let t: TestApp;
  const rows = <Row>(query: ReturnType<typeof sql>) => selectRows<Row>(t.database.db, query);
  const count = async (query: ReturnType<typeof sql>) => toCount((await rows<{ n: unknown }>(query))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    await seedDemoRegistry(t.database.db);
  });
  afterAll(() => t.close());

  it("spreads 12,847 people over the camps as the spec's geographic distribution, 234 of them this month", async () => {
    const perCamp = await rows<{ camp: string; n: unknown }>(
      sql`select location_camp as camp, count(*) as n from beneficiaries group by 1`,
    );
    expect(Object.fromEntries(perCamp.map((row) => [row.camp, toCount(row.n)]))).toEqual(DEMO_CAMP_TOTALS);
    expect(
      await count(sql`select count(*) as n from beneficiaries where created_at > now() - interval '30 days'`),
    ).toBe(DEMO_RECENT_REGISTRATIONS);
  });

  it('gives every seeded person a valid ProGres ID, a location of their camp and a household', async () => {
    const people = await rows<{
      progres_id: string;
      location_camp: keyof typeof CAMP_AREAS;
      location_area: string;
      household_id: string;
    }>(
      sql`select progres_id, location_camp, location_area, household_id from beneficiaries where household_id like '___-HH-______'`,
    );
    expect(people.length).toBeGreaterThan(12_800);
    const misfits = people.filter(
      (person) =>
        !PROGRES_ID_PATTERN.test(person.progres_id) ||
        !CAMP_AREAS[person.location_camp].includes(person.location_area) ||
        !person.household_id.startsWith(person.location_camp),
    );
    expect(misfits).toEqual([]);
  });

  it('adds the 24 active projects of the five partners, $2.4M budgeted and 78% spent', async () => {
    const projects = await rows<{ code: string; partner: string; status: string; budget: number }>(
      sql`select code, partner, status, budget from projects p where ${seeded}`,
    );
    expect(projects).toHaveLength(24);
    expect(projects.every((project) => PROJECT_CODE_PATTERN.test(project.code) && project.status === 'active')).toBe(
      true,
    );
    const partners: Record<string, number> = {};
    for (const project of projects) partners[project.partner] = (partners[project.partner] ?? 0) + 1;
    expect(partners).toEqual({ WFP: 8, IRC: 6, UNHCR: 4, DRC: 3, NRC: 3 });
    const [money] = await rows<{ budget: unknown; spent: unknown }>(
      sql`select sum(budget) as budget, (select sum(amount) from project_expenditures x join projects p on p.id = x.project_id where ${seeded}) as spent
          from projects p where ${seeded}`,
    );
    expect(toCount(money!.budget)).toBe(2_416_000);
    expect(Math.round((toCount(money!.spent) / toCount(money!.budget)) * 100)).toBe(78);
  });

  it('enrols people by type as the spec, with 1,456 completions (89 this week) and 76% attendance', async () => {
    const byType = await rows<{ type: string; n: unknown }>(
      sql`select p.type, count(*) as n from project_enrolments e join projects p on p.id = e.project_id
          where ${seeded} and e.status <> 'withdrawn' group by 1`,
    );
    expect(Object.fromEntries(byType.map((row) => [row.type, toCount(row.n)]))).toEqual({
      skills_training: 1234,
      cash_for_work: 856,
      business_support: 423,
      agricultural_support: 234,
    });
    const [done] = await rows<{ all: unknown; week: unknown; month: unknown }>(
      sql`select count(*) as all, count(*) filter (where e.completed_at > now() - interval '7 days') as week,
            count(*) filter (where e.completed_at > now() - interval '30 days') as month
          from project_enrolments e join projects p on p.id = e.project_id where ${seeded} and e.status = 'completed'`,
    );
    expect([toCount(done!.all), toCount(done!.week), toCount(done!.month)]).toEqual([1456, 89, 89]);
    const [attendance] = await rows<{ present: unknown; taken: unknown }>(
      sql`select count(*) filter (where present) as present, count(*) as taken from activity_attendance a
          join project_activities x on x.id = a.activity_id join projects p on p.id = x.project_id where ${seeded}`,
    );
    expect(Math.round((toCount(attendance!.present) / toCount(attendance!.taken)) * 100)).toBe(76);
  });

  it('raises 23 pending duplicate alerts over the four risk bands, and marks both people with their highest open risk', async () => {
    const alerts = await rows<{ status: string; risk_score: string; a_risk: string | null; b_risk: string | null }>(
      sql`select d.status, d.risk_score, a.duplicate_risk as a_risk, b.duplicate_risk as b_risk from duplicate_alerts d
          join beneficiaries a on a.id = d.beneficiary_a_id join beneficiaries b on b.id = d.beneficiary_b_id
          where a.household_id like '___-HH-______' or b.household_id like '___-HH-______'`,
    );
    const pending = alerts.filter((alert) => alert.status === 'pending');
    expect(pending).toHaveLength(23);
    expect(new Set(pending.map((alert) => duplicateRiskBand(Number(alert.risk_score))))).toEqual(
      new Set(['critical', 'high', 'medium', 'low']),
    );
    for (const alert of alerts.filter((each) => each.status !== 'resolved')) {
      expect([Number(alert.a_risk), Number(alert.b_risk)]).toEqual([
        Number(alert.risk_score),
        Number(alert.risk_score),
      ]);
    }
    const marked =
      await count(sql`select count(*) as n from beneficiaries b where b.duplicate_risk is not null and ${seededPerson}
      and b.duplicate_risk is distinct from (select max(d.risk_score) from duplicate_alerts d
        where d.status <> 'resolved' and b.id in (d.beneficiary_a_id, d.beneficiary_b_id))`);
    expect(marked).toBe(0);
  });

  it('pays some of the registry people over the last twelve months', async () => {
    expect(
      await count(
        sql`select count(*) as n from payment_records r join beneficiaries b on b.id = r.beneficiary_id where ${seededPerson}`,
      ),
    ).toBeGreaterThan(100);
  });

  it('changes nothing when it runs again', async () => {
    const snapshot = () =>
      rows(sql`select (select count(*) from beneficiaries b where ${seededPerson}) as people,
        (select count(*) from projects where code = ${DEMO_REGISTRY_MARKER}) as marker,
        (select count(*) from project_enrolments e join projects p on p.id = e.project_id where ${seeded}) as enrolments,
        (select count(*) from duplicate_alerts d join beneficiaries b on b.id = d.beneficiary_b_id where ${seededPerson}) as alerts,
        (select count(*) from payment_records r join beneficiaries b on b.id = r.beneficiary_id where ${seededPerson}) as payments`);
    const before = await snapshot();
    await seedDemoRegistry(t.database.db);
    expect(await snapshot()).toEqual(before);
  });
});
