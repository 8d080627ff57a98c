import { sql } from 'drizzle-orm';
import type { ProjectType } from '@domain/projects';
import type { Database } from '@server/db/client';
import { projectExpenditures, projects } from '@server/db/schema';
import { DEMO_PROJECTS, type DemoProject } from './demo-projects-data';
import { hashOf, isEvenlyChosen, pickFrom } from './seed-sql';

/*
 * The 24 demo projects with their enrolments and spending. Enrolments take
 * active people of the project's camp in registry order, each project after
 * the previous one's, so few people are in two projects of one camp.
 */

const DAY_MS = 86_400_000;

/**
 * Completions in the last seven days (spec: "Program Completions 1,456 (+89 this week)"); the
 * others are over a month old, so the dashboard's default 30-day view shows +89 as well.
 */
export const RECENT_COMPLETIONS = 89;

const PROGRAMME_OF_TYPE: Partial<Record<ProjectType, string>> = {
  skills_training: 'skills-training',
  cash_for_work: 'cash-transfer',
  business_support: 'business-grant',
};

const SPENDING: Record<ProjectType, string[]> = {
  skills_training: ['Trainer fees', 'Training materials and tools', 'Trainee stipends', 'Certification and assessment'],
  cash_for_work: ['Worker wages', 'Tools and protective equipment', 'Site materials', 'Supervision and monitoring'],
  business_support: [
    'Business start-up grants',
    'Mentoring and coaching',
    'Market linkage events',
    'Monitoring visits',
  ],
  agricultural_support: [
    'Seeds and seedlings',
    'Irrigation equipment',
    'Extension officer fees',
    'Farmer group inputs',
  ],
};
const SPENDING_SHARES = [0.4, 0.25, 0.2, 0.15];

const WITHDRAWAL_REASONS = [
  'Moved to another camp',
  'Found employment',
  'Family responsibilities',
  'Health reasons',
  'Resettled abroad',
];

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function startOf(project: DemoProject, now: number): number {
  return now - project.startedDaysAgo * DAY_MS;
}

function projectRow(project: DemoProject, now: number) {
  const start = startOf(project, now);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + project.months);
  const { code, name, partner, type, location, target, budget } = project;
  return {
    code,
    name,
    partner,
    type,
    location,
    budget,
    targetBeneficiaries: target,
    programmeId: PROGRAMME_OF_TYPE[type] ?? null,
    startDate: isoDate(start),
    endDate: isoDate(end.getTime()),
    status: 'active' as const,
    createdAt: new Date(start),
    updatedAt: new Date(start),
  };
}

function spendingRows(project: DemoProject, projectId: string, now: number) {
  const start = startOf(project, now);
  let left = project.spent;
  return SPENDING_SHARES.map((share, index) => {
    const last = index === SPENDING_SHARES.length - 1;
    const amount = last ? left : Math.round(project.spent * share);
    left -= amount;
    const spentOn = isoDate(start + ((project.startedDaysAgo * (index + 1)) / (SPENDING_SHARES.length + 1)) * DAY_MS);
    return { projectId, amount, description: SPENDING[project.type][index]!, spentOn };
  });
}

async function insertEnrolments(db: Database, ids: Map<string, string>): Promise<void> {
  const taken: Record<string, number> = {};
  let completedBase = 0;
  const plan = DEMO_PROJECTS.map((project) => {
    const first = taken[project.location] ?? 0;
    taken[project.location] = first + project.enrolled + project.completed + project.withdrawn;
    const row = sql`(${ids.get(project.code)!}::uuid, ${project.code}::text, ${project.location}::text, ${project.enrolled}::int, ${project.completed}::int,
      ${project.withdrawn}::int, ${first}::int, ${project.startedDaysAgo}::int, ${completedBase}::int)`;
    completedBase += project.completed;
    return row;
  });
  const key = sql`w.code || '-' || w.n`;
  await db.execute(sql`
    with plan (project_id, code, camp, enrolled, completed, withdrawn, first, elapsed, completed_base) as (values ${sql.join(plan, sql`, `)}),
    pool as (select id, camp, row_number() over (partition by camp order by rn) as arn from demo_seed_people where active),
    sizes as (select camp, count(*) as size from pool group by camp),
    wanted as (
      select p.*, n, (p.first + n - 1) % s.size + 1 as arn,
        case when n <= p.completed then 'completed' when n <= p.completed + p.enrolled then 'enrolled' else 'withdrawn' end as status
      from plan p join sizes s on s.camp = p.camp cross join generate_series(1, p.enrolled + p.completed + p.withdrawn) as n
    )
    insert into project_enrolments (project_id, beneficiary_id, status, enrolled_at, completed_at, withdrawn_at, withdrawal_reason)
    select w.project_id, pool.id, w.status, e.enrolled_at,
      case when w.status <> 'completed' then null
           when ${isEvenlyChosen(sql`w.completed_base + w.n`, RECENT_COMPLETIONS, completedBase)}
             then now() - (600 + ${hashOf(key, 'done')} % (6 * 86400)) * interval '1 second'
           else e.enrolled_at + interval '30 days' + (${hashOf(key, 'done')} % greatest(86400, (w.elapsed / 2 - 61) * 86400)) * interval '1 second' end,
      case when w.status = 'withdrawn' then e.enrolled_at + (7 + ${hashOf(key, 'left')} % 30) * interval '1 day' end,
      case when w.status = 'withdrawn' then ${pickFrom(WITHDRAWAL_REASONS, key, 'why')} end
    from wanted w
    join pool on pool.camp = w.camp and pool.arn = w.arn
    cross join lateral (select now() - w.elapsed * interval '1 day'
      + (${hashOf(key, 'joined')} % (greatest(1, case when w.status = 'enrolled' then w.elapsed - 1 else w.elapsed / 2 end) * 86400)) * interval '1 second'
      as enrolled_at) as e`);
}

/** Writes the projects, their enrolments and spending; answers the project ids by code. */
export async function insertDemoProjects(db: Database, now: number): Promise<Map<string, string>> {
  const inserted = await db
    .insert(projects)
    .values(DEMO_PROJECTS.map((project) => projectRow(project, now)))
    .returning({ id: projects.id, code: projects.code });
  const ids = new Map(inserted.map((row) => [row.code, row.id]));
  await insertEnrolments(db, ids);
  await db
    .insert(projectExpenditures)
    .values(DEMO_PROJECTS.flatMap((project) => spendingRows(project, ids.get(project.code)!, now)));
  return ids;
}
