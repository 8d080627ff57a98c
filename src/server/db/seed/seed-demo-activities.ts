import { sql } from 'drizzle-orm';
import type { ProjectType } from '@domain/projects';
import type { Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { projectActivities } from '@server/db/schema';
import { DEMO_PROJECTS } from './demo-projects-data';
import { startOf } from './seed-demo-projects';
import { hashOf, isEvenlyChosen } from './seed-sql';

/*
 * Sessions, distributions and visits of the demo projects: a few past ones
 * with attendance taken (76 in every 100 present, the spec's attendance rate)
 * and one coming up, so Schedule Activity has company.
 */

const DAY_MS = 86_400_000;
/** Attendance is taken for the first people of a project's list, as a facilitator does at one venue. */
const ATTENDEES_PER_ACTIVITY = 25;
const PRESENT_PER_HUNDRED = 76;
/** Days from the seeding day: four past activities and one ahead. */
const ACTIVITY_DAYS = [-75, -45, -20, -6, 5];

const TITLES: Record<ProjectType, string[]> = {
  skills_training: [
    'Practical workshop',
    'Theory session',
    'Module assessment',
    'Practical workshop',
    'Graduation preparation',
  ],
  cash_for_work: [
    'Work site roll call',
    'Work site roll call',
    'Safety briefing',
    'Work site roll call',
    'Payment verification',
  ],
  business_support: [
    'Business plan clinic',
    'Bookkeeping session',
    'Mentoring visit',
    'Market day',
    'Savings group meeting',
  ],
  agricultural_support: [
    'Field demonstration',
    'Seed distribution',
    'Farmer group meeting',
    'Harvest planning',
    'Field demonstration',
  ],
};

const PLACES: Record<Camp, string[]> = {
  DAD: ['Ifo community hall', 'Dagahaley youth centre', 'Hagadera market grounds'],
  KAK: ['Kakuma 1 vocational centre', 'Kakuma 3 training hall', 'Kakuma 4 community centre'],
  KAL: ['Kalobeyei Village 1 hall', 'Kalobeyei demonstration farm', 'Village 3 market'],
  NBI: ['Eastleigh community centre', 'Kasarani youth hall', 'Kawangware social hall'],
};

function activityRows(ids: Map<string, string>, now: number) {
  return DEMO_PROJECTS.flatMap((project, projectIndex) =>
    ACTIVITY_DAYS.map((days, index) => ({ days, index }))
      .filter(({ days }) => now + days * DAY_MS > startOf(project, now))
      .map(({ days, index }) => ({
        projectId: ids.get(project.code)!,
        title: TITLES[project.type][index]!,
        activityDate: new Date(now + days * DAY_MS).toISOString().slice(0, 10),
        startTime: index % 2 === 0 ? '09:00' : '14:00',
        place: PLACES[project.location][(projectIndex + index) % 3]!,
      })),
  );
}

export async function insertDemoActivities(db: Database, ids: Map<string, string>, now: number): Promise<void> {
  const inserted = await db
    .insert(projectActivities)
    .values(activityRows(ids, now))
    .returning({ id: projectActivities.id });
  const activityIds = sql.join(
    inserted.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const key = sql`progres_id || activity_date::text`;
  await db.execute(sql`
    with taken as (
      select a.id as activity_id, a.activity_date, x.beneficiary_id, x.progres_id
      from project_activities a cross join lateral (
        select e.beneficiary_id, b.progres_id
        from project_enrolments e join beneficiaries b on b.id = e.beneficiary_id
        where e.project_id = a.project_id and e.enrolled_at::date <= a.activity_date
          and (coalesce(e.completed_at, e.withdrawn_at) is null or coalesce(e.completed_at, e.withdrawn_at)::date >= a.activity_date)
        order by b.progres_id limit ${sql.raw(String(ATTENDEES_PER_ACTIVITY))}) as x
      where a.id in (${activityIds}) and a.activity_date < current_date
    ),
    numbered as (select taken.*, row_number() over (order by ${hashOf(key, 'seat')}, progres_id) as j from taken)
    insert into activity_attendance (activity_id, beneficiary_id, present, recorded_at)
    select activity_id, beneficiary_id, ${isEvenlyChosen(sql`j`, PRESENT_PER_HUNDRED, 100)}, activity_date + time '16:00'
    from numbered`);
}
