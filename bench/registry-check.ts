import { sql } from 'drizzle-orm';
import { runMigrations } from '@server/db/migrate';
import { rawRows } from '@server/db/raw-rows';
import type { DedupRecord } from '@domain/duplicates/record-comparison';
import { forgetNameFrequencies } from '@server/modules/duplicates/detection/name-frequencies';
import { refreshDuplicateRisk } from '@server/modules/duplicates/detection/queries';
import { backfillDedupKeys, checkForDuplicates } from '@server/modules/duplicates/detection/service';
import { ensureDatabase } from './bench-database';
import { seededRandom } from './dedup/random';
import { addNoise, syntheticRegistry } from './dedup/synthetic-registry';
import { openBenchDatabase, type BenchDatabase } from './registry-explain';
import { fillRegistry } from './registry-people';

/*
 * The duplicate check of one imported batch against a camp-scale registry
 * (target: 1,000 rows against 1,000,000 people in under 15 s), on the
 * bench:registry database (built on the first run and kept; its people get
 * their blocking keys once). Each batch is 900 new people and 100 people of
 * the registry registered again with noise; it is checked as an import's
 * duplicates.check job does, then its alerts are deleted and its people set
 * aside (inactive: never a candidate), so runs compare.
 * Usage: npm run bench:import -- --registry-check
 */

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_registry';
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1_000_000);
const BATCH = 1000;
const REGISTERED_AGAIN = 100;
const TARGET_SECONDS = 15;
const TAG = 'KEN-BCH';
/** Batches of earlier runs stay (set aside): each run's ProGres IDs are its own. */
const RUN = Date.now().toString(36).toUpperCase();
const write = (line: string) => process.stdout.write(`${line}\n`);

const RECORD_COLUMNS = sql`id, first_name as "firstName", last_name as "lastName", date_of_birth::text as "dateOfBirth",
  phone_number as "phoneNumber", location_camp as "locationCamp", location_area as "locationArea",
  location_block as "locationBlock", household_id as "householdId"`;

async function removeBatches(database: BenchDatabase): Promise<void> {
  const partners = await rawRows<{ id: string }>(
    database.db,
    sql`delete from duplicate_alerts a using beneficiaries b
        where b.progres_id like ${`${TAG}-%`} and (a.beneficiary_a_id = b.id or a.beneficiary_b_id = b.id)
        returning case when a.beneficiary_a_id = b.id then a.beneficiary_b_id else a.beneficiary_a_id end as id`,
  );
  // Set aside rather than deleted: deleting people from a registry of a million is slow (the self-reference
  // merged_into_id has no index), and inactive people are never candidates.
  await database.db.execute(
    sql`update beneficiaries set status = 'inactive' where progres_id like ${`${TAG}-%`} and status <> 'inactive'`,
  );
  await refreshDuplicateRisk(
    database.db,
    partners.map((row) => row.id),
  );
}

/** 900 new people and 100 of the registry registered again, inserted as an import batch would be. */
async function insertBatch(database: BenchDatabase, seed: number): Promise<string[]> {
  const random = seededRandom(seed);
  const fresh = syntheticRegistry(random, BATCH - REGISTERED_AGAIN, 0).records;
  const registered = await rawRows<DedupRecord>(
    database.db,
    sql`select ${RECORD_COLUMNS} from beneficiaries tablesample system (1) repeatable (${seed}) where progres_id not like ${`${TAG}-%`} limit ${REGISTERED_AGAIN}`,
  );
  const again = registered.map((record) => addNoise(random, record, record.id));
  const rows = [...fresh, ...again].map((record, index) => ({
    progres_id: `${TAG}-${RUN}-${String(seed * BATCH + index).padStart(6, '0')}`,
    first_name: record.firstName,
    last_name: record.lastName,
    date_of_birth: record.dateOfBirth,
    location_camp: record.locationCamp,
    location_area: record.locationArea,
    location_block: record.locationBlock,
    phone_number: record.phoneNumber,
    household_id: record.householdId,
  }));
  const inserted = await rawRows<{ id: string }>(
    database.db,
    sql`insert into beneficiaries (progres_id, first_name, last_name, date_of_birth, gender, nationality, location_camp, location_area, location_block, phone_number, household_id)
        select r.progres_id, r.first_name, r.last_name, r.date_of_birth, 'female', 'SOM', r.location_camp, r.location_area, r.location_block, r.phone_number, r.household_id
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(progres_id text, first_name text, last_name text, date_of_birth date,
          location_camp text, location_area text, location_block text, phone_number text, household_id text)
        returning id`,
  );
  return inserted.map((row) => row.id);
}

export async function runRegistryCheck(): Promise<boolean> {
  await ensureDatabase(DATABASE_URL);
  const database = openBenchDatabase(DATABASE_URL);
  try {
    await runMigrations(database);
    write(`Database: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
    await fillRegistry(database.db, PEOPLE, write);
    await removeBatches(database);
    const keyed = performance.now();
    const written = await backfillDedupKeys(database.db);
    if (written > 0)
      write(
        `  wrote blocking keys of ${written.toLocaleString('en')} people in ${((performance.now() - keyed) / 1000).toFixed(1)} s`,
      );
    await database.pool.query('vacuum analyze beneficiaries');
    const [{ people } = { people: 0 }] = await rawRows<{ people: number | string }>(
      database.db,
      sql`select count(*) as people from beneficiaries`,
    );
    write(`People: ${Number(people).toLocaleString('en')}; batches of ${BATCH} (${REGISTERED_AGAIN} registered again)`);
    write('');
    let ok = true;
    // The first check of a process counts the registry's name frequencies; later ones reuse them (10 minutes).
    forgetNameFrequencies();
    for (const [label, seed] of [
      ['first batch (counts name frequencies)', 1],
      ['second batch', 2],
    ] as const) {
      const ids = await insertBatch(database, seed);
      const started = performance.now();
      const result = await checkForDuplicates(database.db, ids);
      const seconds = (performance.now() - started) / 1000;
      ok &&= seconds < TARGET_SECONDS;
      write(
        `${label.padEnd(40)} ${`${seconds.toFixed(1)} s`.padStart(8)}  target ${TARGET_SECONDS} s  ${seconds < TARGET_SECONDS ? 'ok' : 'SLOW'}  (${result.alertsCreated} alerts)`,
      );
    }
    write(`peak memory (process RSS)                ${Math.round(process.resourceUsage().maxRSS / 1000)} MB`);
    await removeBatches(database);
    return ok;
  } finally {
    await database.close();
  }
}
