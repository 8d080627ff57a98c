import { sql, type SQL } from 'drizzle-orm';
import { CAMP_AREAS, type Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { DEMO_NAMES, DEMO_SKILLS, NAME_GROUPS, NATIONALITY_NAME_GROUP } from './demo-names';
import { fractionOf, hashOf, isEvenlyChosen, pickFrom } from './seed-sql';

/*
 * The demo registry's people, written by one INSERT ... SELECT over
 * generate_series: households of one to eight people sharing a household id,
 * a family name, a nationality, a location and a ProGres registration year.
 * Every value is derived from the row's position through hashOf, so a fresh
 * database always receives the same people.
 */

/** Per mille of a camp's households by nationality (UNHCR Kenya's mix, rounded). */
const NATIONALITY_MIX: Record<Camp, [string, number][]> = {
  DAD: [
    ['SOM', 870],
    ['ETH', 60],
    ['SSD', 20],
    ['SDN', 20],
    ['COD', 15],
    ['ERI', 10],
    ['BDI', 5],
  ],
  KAK: [
    ['SSD', 540],
    ['SOM', 130],
    ['COD', 100],
    ['BDI', 80],
    ['ETH', 70],
    ['SDN', 60],
    ['UGA', 10],
    ['RWA', 10],
  ],
  KAL: [
    ['SSD', 680],
    ['COD', 110],
    ['BDI', 100],
    ['ETH', 50],
    ['SDN', 50],
    ['SOM', 10],
  ],
  NBI: [
    ['SOM', 330],
    ['COD', 240],
    ['ETH', 150],
    ['BDI', 100],
    ['SSD', 80],
    ['ERI', 50],
    ['RWA', 50],
  ],
};

/** The years in which a camp's households were first registered by UNHCR. */
const REGISTRATION_YEARS: Record<Camp, { from: number; span: number }> = {
  DAD: { from: 2009, span: 17 },
  KAK: { from: 2014, span: 12 },
  KAL: { from: 2016, span: 10 },
  NBI: { from: 2011, span: 15 },
};

/** The first sequence number of the seed's ProGres IDs, above any hand-written demo ID. */
export const PROGRES_SEQUENCE_START = 10_000;

export interface PeoplePlan {
  /** How many people to write per camp. */
  perCamp: Record<Camp, number>;
  /** How many of them registered in the last 30 days. */
  recent: number;
}

function nationalityOf(camp: Camp, key: SQL): SQL {
  let floor = 0;
  const branches = NATIONALITY_MIX[camp].map(([code, share]) => {
    floor += share;
    return sql`when ${hashOf(key, 'nat')} % 1000 < ${sql.raw(String(floor))} then ${sql.raw(`'${code}'`)}`;
  });
  return sql`case ${sql.join(branches, sql` `)} end`;
}

/** A nationality drawn from the mix of the row's `camp` column. */
export function nationalityByCamp(key: SQL): SQL {
  const camps = Object.keys(CAMP_AREAS) as Camp[];
  return sql`case camp ${sql.join(
    camps.map((camp) => sql`when ${sql.raw(`'${camp}'`)} then ${nationalityOf(camp, key)}`),
    sql` `,
  )} end`;
}

/** A first name of the row's `name_group` and `gender` columns; common names come up most. */
export function firstNameOf(key: SQL): SQL {
  const branches = NAME_GROUPS.map((group) => {
    const names = DEMO_NAMES[group];
    return sql`when ${sql.raw(`'${group}'`)} then case when gender = 'female'
      then ${pickFrom(names.female, key, 'fn', 1.6)} else ${pickFrom(names.male, key, 'fn', 1.6)} end`;
  });
  return sql`case name_group ${sql.join(branches, sql` `)} end`;
}

export function familyNameOf(key: SQL): SQL {
  const branches = NAME_GROUPS.map(
    (group) => sql`when ${sql.raw(`'${group}'`)} then ${pickFrom(DEMO_NAMES[group].family, key, 'family', 1.6)}`,
  );
  return sql`case name_group ${sql.join(branches, sql` `)} end`;
}

/** The name group of the row's `nationality` column. */
export const nameGroupOf = sql`case nationality ${sql.raw(
  Object.entries(NATIONALITY_NAME_GROUP)
    .map(([code, group]) => `when '${code}' then '${group}'`)
    .join(' '),
)} end`;

/**
 * Writes the people and records them in the temporary table demo_seed_people
 * (id, camp, rn: 1..n per camp in ProGres order, active), which the later
 * steps use to enrol them, pair duplicates and pay them.
 */
export async function insertDemoPeople(db: Database, plan: PeoplePlan): Promise<void> {
  const camps = Object.keys(CAMP_AREAS) as Camp[];
  let base = 0;
  const campRows = camps.map((camp) => {
    const row = sql`(${sql.raw(`'${camp}'`)}, ${sql.raw(String(plan.perCamp[camp]))}, ${sql.raw(String(base))},
      string_to_array(${CAMP_AREAS[camp].join('|')}::text, '|'), ${sql.raw(String(REGISTRATION_YEARS[camp].from))}, ${sql.raw(String(REGISTRATION_YEARS[camp].span))})`;
    base += plan.perCamp[camp];
    return row;
  });
  const total = base;
  const household = sql`camp || h`;
  const person = sql`gk`;

  await db.execute(sql`create temporary table demo_seed_people (
    id uuid primary key, camp text not null, rn int not null, active boolean not null) on commit drop`);
  await db.execute(sql`
    with camps (camp, n, base, areas, year_from, year_span) as (values ${sql.join(campRows, sql`, `)}),
    households as (
      select c.*, h,
        case when ${hashOf(household, 'size')} % 100 < 10 then 1 when ${hashOf(household, 'size')} % 100 < 22 then 2
             when ${hashOf(household, 'size')} % 100 < 36 then 3 when ${hashOf(household, 'size')} % 100 < 52 then 4
             when ${hashOf(household, 'size')} % 100 < 68 then 5 when ${hashOf(household, 'size')} % 100 < 82 then 6
             when ${hashOf(household, 'size')} % 100 < 92 then 7 else 8 end as size,
        ${nationalityByCamp(household)} as nationality
      from camps c cross join generate_series(1, c.n / 3 + 8) as h
    ),
    members as (
      select hh.*, m, row_number() over (partition by hh.camp order by hh.h, m) as rn
      from households hh cross join generate_series(1, hh.size) as m
    ),
    people as (
      select mb.*, mb.base + mb.rn as gk, ${nameGroupOf} as name_group,
        count(*) over (partition by mb.camp, mb.h) as household_size,
        case when ${hashOf(sql`mb.base + mb.rn`, 'gender')} % 100 < 51 then 'female' else 'male' end as gender,
        case when m = 1 then 1996 - floor(41 * power(${fractionOf(sql`mb.base + mb.rn`, 'age')}, 1.3))
             else 2008 - floor(58 * power(${fractionOf(sql`mb.base + mb.rn`, 'age')}, 1.8)) end::int as birth_year,
        ${isEvenlyChosen(sql`mb.base + mb.rn`, plan.recent, total)} as recent
      from members mb where mb.rn <= mb.n
    ),
    inserted as (
      insert into beneficiaries (progres_id, first_name, last_name, gender, date_of_birth, nationality,
        location_camp, location_area, location_block, phone_number, household_id, household_size,
        vulnerability_score, status, skills, created_at, updated_at)
      select
        'KEN-' || camp || '-' || (year_from + ${hashOf(household, 'year')} % year_span) || '-' || lpad((${sql.raw(String(PROGRES_SEQUENCE_START))} + gk)::text, 6, '0'),
        ${firstNameOf(person)}, ${familyNameOf(household)}, gender,
        make_date(birth_year, 1, 1) + (${hashOf(person, 'day')} % 365)::int,
        nationality, camp,
        areas[1 + ${hashOf(household, 'area')} % cardinality(areas)],
        'B' || (1 + ${hashOf(household, 'block')} % 40),
        case when ${hashOf(person, 'has-phone')} % 100 < 80
          then '+2547' || lpad((${hashOf(person, 'phone')} % 100000000)::text, 8, '0') end,
        camp || '-HH-' || lpad(h::text, 6, '0'), household_size,
        (case when ${hashOf(person, 'vulnerable')} % 1000 < 170 then 40 + ${hashOf(person, 'score')} % 11
              else 5 + ${hashOf(person, 'score')} % 35 end / 10.0)::numeric(3, 1),
        case when ${hashOf(household, 'status')} % 100 < 90 then 'active'
             when ${hashOf(household, 'status')} % 100 < 96 then 'inactive' else 'transferred' end,
        array(select distinct ${pickFrom(DEMO_SKILLS, sql`gk || '-' || k`, 'skill')} from generate_series(1, ${hashOf(person, 'skills')} % 4) as k),
        registered_at, registered_at
      from people cross join lateral (select case when recent
        then now() - (3600 + ${hashOf(person, 'when')} % (29 * 86400)) * interval '1 second'
        else now() - interval '31 days' - (${hashOf(person, 'when')} % (1064 * 86400)) * interval '1 second' end as registered_at) as t
      returning id, location_camp, progres_id, status
    )
    insert into demo_seed_people (id, camp, rn, active)
    select id, location_camp, row_number() over (partition by location_camp order by right(progres_id, 6)), status = 'active'
    from inserted`);
}
