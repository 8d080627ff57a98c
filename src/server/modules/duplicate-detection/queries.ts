import { sql } from 'drizzle-orm';
import { MAX_BLOCK, MAX_GIVEN_NAME_BLOCK } from '../../../domain/duplicates/blocking-keys';
import type { DedupRecord } from '../../../domain/duplicates/record-comparison';
import type { MatchingField } from '../../../domain/duplicates/risk-score';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

const RECORD_COLUMNS = sql`id, first_name as "firstName", last_name as "lastName", date_of_birth::text as "dateOfBirth",
  phone_number as "phoneNumber", location_camp as "locationCamp", location_area as "locationArea",
  location_block as "locationBlock", household_id as "householdId"`;

export async function loadDedupRecords(db: Database, ids: string[]): Promise<DedupRecord[]> {
  if (ids.length === 0) return [];
  return rawRows<DedupRecord>(db, sql`select ${RECORD_COLUMNS} from beneficiaries where id = any(${sql.param(ids)}::uuid[])`);
}

/** One page of the registry in id order, for full scans and key backfills (keyset paging: no deep OFFSET). */
export async function pageOfRecords(db: Database, afterId: string | null, limit: number): Promise<DedupRecord[]> {
  const after = afterId ? sql`where id > ${afterId}::uuid` : sql``;
  return rawRows<DedupRecord>(db, sql`select ${RECORD_COLUMNS} from beneficiaries ${after} order by id limit ${limit}`);
}

/** People whose blocking keys were never written (registered before detection existed, or by a raw import). */
export async function pageWithoutKeys(db: Database, afterId: string | null, limit: number): Promise<DedupRecord[]> {
  const after = afterId ? sql`and id > ${afterId}::uuid` : sql``;
  return rawRows<DedupRecord>(db, sql`select ${RECORD_COLUMNS} from beneficiaries where dedup_keys = '{}' ${after} order by id limit ${limit}`);
}

export async function writeDedupKeys(db: Database, rows: { id: string; keys: string[] }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update beneficiaries b set dedup_keys = v.keys
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, keys text[])
    where b.id = v.id and b.dedup_keys is distinct from v.keys`);
}

/**
 * Candidates for many people in one round trip. Each of a person's keys is
 * looked up on its own on the GIN index, so the block-size rule of
 * blocking-keys.ts can leave out a whole oversized given-name block; a
 * candidate found by several keys comes back once. With `laterOnly` only
 * people with a higher id are returned: a full scan meets every pair from
 * its lower id only, so it scores each pair once.
 * Answers the candidates by the id of the person they were found for.
 */
export async function findCandidatesForMany(
  db: Database,
  people: { id: string; keys: string[] }[],
  options: { laterOnly?: boolean } = {},
): Promise<Map<string, DedupRecord[]>> {
  const found = new Map<string, DedupRecord[]>();
  if (people.length === 0) return found;
  // Outside the key lookups: inside, an id range would tempt the planner off the GIN index, and the
  // given-name block rule must count the whole block.
  const later = options.laterOnly ? sql`and candidate_id > source_id` : sql``;
  const rows = await rawRows<DedupRecord & { sourceId: string }>(
    db,
    sql`with probe as (
          select p.id as source_id, k.key
          from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p(id uuid, keys text[]), unnest(p.keys) as k(key)
        ),
        hit as (
          select probe.source_id, probe.key, c.id as candidate_id, count(*) over (partition by probe.source_id, probe.key) as block_size
          from probe cross join lateral (
            select b.id from beneficiaries b
            where b.dedup_keys @> array[probe.key] and b.id <> probe.source_id and b.status <> 'inactive'
            limit case when probe.key like 'g:%' then ${sql.raw(String(MAX_GIVEN_NAME_BLOCK + 1))} else ${sql.raw(String(MAX_BLOCK))} end
          ) c
        ),
        pair as (
          select distinct source_id, candidate_id from hit where (key not like 'g:%' or block_size <= ${sql.raw(String(MAX_GIVEN_NAME_BLOCK))}) ${later}
        )
        select pair.source_id as "sourceId", ${RECORD_COLUMNS} from pair join beneficiaries on beneficiaries.id = pair.candidate_id`,
  );
  for (const { sourceId, ...record } of rows) {
    const list = found.get(sourceId) ?? [];
    list.push(record);
    found.set(sourceId, list);
  }
  return found;
}

export async function countRegistry(db: Database): Promise<number> {
  const [row] = await rawRows<{ total: number | string }>(db, sql`select count(*) as total from beneficiaries`);
  return Number(row?.total ?? 0);
}

/** How many people carry each written name: far fewer rows than people, as names repeat. */
export async function countNames(db: Database) {
  const rows = await rawRows<{ firstName: string; lastName: string; people: number | string }>(
    db,
    sql`select first_name as "firstName", last_name as "lastName", count(*) as people from beneficiaries group by first_name, last_name`,
  );
  return rows.map((row) => ({ ...row, people: Number(row.people) }));
}

export interface DetectedPair {
  aId: string;
  bId: string;
  riskScore: number;
  matchingFields: MatchingField[];
}

/**
 * Stores new pairs and refreshes open ones. A pair already decided (resolved,
 * or marked not a duplicate) is never raised again. Returns how many alerts are new.
 */
export async function upsertAlerts(db: Database, pairs: DetectedPair[]): Promise<number> {
  if (pairs.length === 0) return 0;
  const inserted = await rawRows<{ id: string; created: boolean }>(
    db,
    sql`
    insert into duplicate_alerts (beneficiary_a_id, beneficiary_b_id, risk_score, matching_fields)
    select v.a_id, v.b_id, v.risk_score, v.matching_fields
    from jsonb_to_recordset(${JSON.stringify(pairs.map((pair) => ({ a_id: pair.aId, b_id: pair.bId, risk_score: pair.riskScore, matching_fields: pair.matchingFields })))}::jsonb)
      as v(a_id uuid, b_id uuid, risk_score numeric, matching_fields text[])
    on conflict (beneficiary_a_id, beneficiary_b_id) do update
      set risk_score = excluded.risk_score, matching_fields = excluded.matching_fields
      where duplicate_alerts.status <> 'resolved'
    returning id, (xmax = 0) as created`,
  );
  return inserted.filter((row) => row.created).length;
}

/** Keeps beneficiaries.duplicate_risk equal to the highest risk of each person's open alerts. */
export async function refreshDuplicateRisk(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update beneficiaries b set duplicate_risk = (
      select max(a.risk_score) from duplicate_alerts a
      where a.status <> 'resolved' and (a.beneficiary_a_id = b.id or a.beneficiary_b_id = b.id)
    )
    where b.id = any(${sql.param(ids)}::uuid[])`);
}
