import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { DEMO_SKILLS } from '@server/db/seed/demo-names';
import { familyNameOf, firstNameOf, nameGroupOf, nationalityByCamp } from '@server/db/seed/seed-demo-people';
import { seedDemoRegistry } from '@server/db/seed/seed-demo-registry';
import { hashOf, fractionOf, pickFrom, selectRows } from '@server/db/seed/seed-sql';

/*
 * Fills the benchmark database up to a camp-scale registry: the demo registry
 * first (projects, enrolments, alerts, so the dashboard has its usual work),
 * then people generated in the database, 100,000 per statement, with the demo's
 * name distribution (hundreds of thousands of Mohameds and Halimas, spelling
 * variants) so trigram searches meet realistic candidate counts.
 */

const BATCH = 100_000;
/** Above the demo seed's ProGres sequences (10,001 to 22,847). */
const FIRST_SEQUENCE = 30_000;

async function countPeople(db: Database): Promise<number> {
  const [row] = await selectRows<{ n: unknown }>(db, sql`select count(*) as n from beneficiaries`);
  return toCount(row?.n);
}

async function insertBatch(db: Database, from: number, size: number): Promise<void> {
  const person = sql`gk`;
  await db.execute(sql`
    with base as (
      select gk,
        case when ${hashOf(person, 'camp')} % 100 < 56 then 'DAD' when ${hashOf(person, 'camp')} % 100 < 86 then 'KAK'
             when ${hashOf(person, 'camp')} % 100 < 96 then 'KAL' else 'NBI' end as camp,
        case when ${hashOf(person, 'gender')} % 100 < 51 then 'female' else 'male' end as gender
      from generate_series(${sql.raw(String(from + 1))}::bigint, ${sql.raw(String(from + size))}::bigint) as gk
    ),
    located as (select base.*, ${nationalityByCamp(person)} as nationality from base),
    people as (select located.*, ${nameGroupOf} as name_group from located)
    insert into beneficiaries (progres_id, first_name, last_name, gender, date_of_birth, nationality, location_camp,
      location_area, location_block, phone_number, household_id, household_size, vulnerability_score, status, skills, created_at, updated_at)
    select
      'KEN-' || camp || '-' || (2009 + ${hashOf(person, 'year')} % 17) || '-' || lpad((gk % 1000000)::text, 6, '0'),
      ${firstNameOf(person)}, ${familyNameOf(person)}, gender,
      make_date(2008 - floor(58 * power(${fractionOf(person, 'age')}, 1.8))::int, 1, 1) + (${hashOf(person, 'day')} % 365)::int,
      nationality, camp,
      case camp when 'DAD' then (array['IFO', 'DAG', 'HAG'])[1 + ${hashOf(person, 'area')} % 3]
                when 'KAK' then (array['KK1', 'KK2', 'KK3', 'KK4'])[1 + ${hashOf(person, 'area')} % 4]
                when 'KAL' then (array['V1', 'V2', 'V3'])[1 + ${hashOf(person, 'area')} % 3]
                else (array['EST', 'KAS', 'KAW'])[1 + ${hashOf(person, 'area')} % 3] end,
      'B' || (1 + ${hashOf(person, 'block')} % 40),
      case when ${hashOf(person, 'has-phone')} % 100 < 80 then '+2547' || lpad((${hashOf(person, 'phone')} % 100000000)::text, 8, '0') end,
      camp || '-HH-' || lpad((gk / 5)::text, 7, '0'), 1 + ${hashOf(person, 'size')} % 8,
      ((case when ${hashOf(person, 'vulnerable')} % 1000 < 170 then 40 + ${hashOf(person, 'score')} % 11
             else 5 + ${hashOf(person, 'score')} % 35 end) / 10.0)::numeric(3, 1),
      case when ${hashOf(person, 'status')} % 100 < 90 then 'active' when ${hashOf(person, 'status')} % 100 < 96 then 'inactive' else 'transferred' end,
      array[${pickFrom(DEMO_SKILLS, person, 'skill')}],
      now() - (${hashOf(person, 'when')} % (1095 * 86400)) * interval '1 second',
      now() - (${hashOf(person, 'when')} % (1095 * 86400)) * interval '1 second'
    from people
    on conflict (progres_id) do nothing`);
}

/** Brings the database to `target` people; answers how many there were before. */
export async function fillRegistry(db: Database, target: number, log: (line: string) => void): Promise<number> {
  const before = await countPeople(db);
  if (before >= target) return before;
  await seedDemoRegistry(db);
  let next = FIRST_SEQUENCE + (await countPeople(db));
  for (let have = await countPeople(db); have < target; have = await countPeople(db)) {
    const size = Math.min(BATCH, target - have);
    const started = performance.now();
    await insertBatch(db, next, size);
    next += size;
    log(
      `  generated ${size.toLocaleString('en')} people in ${((performance.now() - started) / 1000).toFixed(1)} s (${(have + size).toLocaleString('en')} of ${target.toLocaleString('en')})`,
    );
  }
  return before;
}
