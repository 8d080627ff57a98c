import { eq, sql } from 'drizzle-orm';
import { CAMP_AREAS, type Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { syncEveryHousehold } from '@server/modules/households';
import { projects } from '@server/db/schema';
import { DEMO_DUPLICATE_PAIRS } from './demo-duplicate-pairs';
import { DEMO_PROJECTS } from './demo-projects-data';
import { insertDemoActivities } from './seed-demo-activities';
import { duplicatesPerCamp, insertDemoDuplicates } from './seed-demo-duplicates';
import { insertDemoPayments } from './seed-demo-payments';
import { insertDemoPeople } from './seed-demo-people';
import { insertDemoProjects } from './seed-demo-projects';
import { selectRows } from './seed-sql';

/*
 * The staff console's demo registry, so that it looks like the spec's "Staff
 * dashboard" on first start: 12,847 people over the four locations (with the
 * demo accounts' own records counted in), 234 of them registered in the last
 * 30 days, 24 projects with enrolments, completions, activities, attendance and
 * spending, duplicate alerts and payments. Written once, in one transaction:
 * a database that has the first demo project is left as it is.
 */

/** Spec "Geographic Distribution". */
export const DEMO_CAMP_TOTALS: Record<Camp, number> = { DAD: 7234, KAK: 3892, KAL: 1234, NBI: 487 };
/** Spec "+234 this month". */
export const DEMO_RECENT_REGISTRATIONS = 234;
/** The seed's first project: when it exists the registry has been seeded. */
export const DEMO_REGISTRY_MARKER = DEMO_PROJECTS[0]!.code;

/** The job applicants of the demo are registry people too: their ProGres IDs, set once when missing. */
const APPLICANT_PROGRES_IDS: Record<string, string> = {
  'halima.applicant@demo.local': 'KEN-DAD-2017-003318',
  'deng.applicant@demo.local': 'KEN-KAK-2016-007741',
  'faith.applicant@demo.local': 'KEN-DAD-2020-005126',
};

async function registerApplicants(db: Database): Promise<void> {
  for (const [email, progresId] of Object.entries(APPLICANT_PROGRES_IDS)) {
    await db.execute(
      sql`update beneficiaries set progres_id = ${progresId} where email = ${email} and progres_id is null`,
    );
  }
}

interface Existing {
  camp: string | null;
  people: number | string;
  recent: number | string;
}

async function alreadySeeded(db: Database): Promise<boolean> {
  const [marker] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.code, DEMO_REGISTRY_MARKER))
    .limit(1);
  return Boolean(marker);
}

/** The people already on the database (the demo accounts' records) count towards the spec's figures. */
async function planPeople(db: Database) {
  const existing = await selectRows<Existing>(
    db,
    sql`select location_camp as camp, count(*) as people,
          count(*) filter (where created_at > now() - interval '30 days') as recent
        from beneficiaries group by location_camp`,
  );
  const duplicates = duplicatesPerCamp();
  const perCamp = { ...DEMO_CAMP_TOTALS };
  let recentAlready = DEMO_DUPLICATE_PAIRS.length;
  for (const row of existing) {
    recentAlready += Number(row.recent);
    if (row.camp && row.camp in perCamp) perCamp[row.camp as Camp] -= Number(row.people);
  }
  for (const camp of Object.keys(CAMP_AREAS) as Camp[]) perCamp[camp] = Math.max(0, perCamp[camp] - duplicates[camp]);
  const total = Object.values(perCamp).reduce((sum, count) => sum + count, 0);
  return { perCamp, recent: Math.min(total, Math.max(0, DEMO_RECENT_REGISTRATIONS - recentAlready)) };
}

export async function seedDemoRegistry(db: Database): Promise<void> {
  // Idempotent on its own: applicants created after the registry was seeded still get their IDs.
  await registerApplicants(db);
  if (await alreadySeeded(db)) return;
  await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits, then finds the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-registry'))`);
    if (await alreadySeeded(tx)) return;
    const now = Date.now();
    await insertDemoPeople(tx, await planPeople(tx));
    await insertDemoDuplicates(tx);
    // Households from the people's household ids, the demo accounts' own records among them.
    await syncEveryHousehold(tx);
    const projectIds = await insertDemoProjects(tx, now);
    await insertDemoActivities(tx, projectIds, now);
    await insertDemoPayments(tx);
  });
}
