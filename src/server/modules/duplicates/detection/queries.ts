import { sql } from 'drizzle-orm';
import { MAX_BLOCK, MAX_GIVEN_NAME_BLOCK } from '@domain/duplicates/blocking-keys';
import type { DedupRecord } from '@domain/duplicates/record-comparison';
import type { MatchingField } from '@domain/duplicates/risk-score';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';

/** The fields detection compares, of `beneficiaries b`. */
const RECORD_COLUMNS = sql`b.id, b.first_name as "firstName", b.last_name as "lastName", b.date_of_birth::text as "dateOfBirth",
  b.phone_number as "phoneNumber", b.location_camp as "locationCamp", b.location_area as "locationArea",
  b.location_block as "locationBlock", b.household_id as "householdId"`;

export async function loadDedupRecords(db: Database, ids: string[]): Promise<DedupRecord[]> {
  if (ids.length === 0) return [];
  return rawRows<DedupRecord>(
    db,
    sql`select ${RECORD_COLUMNS} from beneficiaries b where b.id = any(${sql.param(ids)}::uuid[])`,
  );
}

/** One page of the registry in id order, for full scans and key backfills (keyset paging: no deep OFFSET). */
export async function pageOfRecords(db: Database, afterId: string | null, limit: number): Promise<DedupRecord[]> {
  const after = afterId ? sql`where b.id > ${afterId}::uuid` : sql``;
  return rawRows<DedupRecord>(
    db,
    sql`select ${RECORD_COLUMNS} from beneficiaries b ${after} order by b.id limit ${limit}`,
  );
}

/** People whose blocking keys were never written (registered before detection existed, or by a raw import). */
export async function pageWithoutKeys(db: Database, afterId: string | null, limit: number): Promise<DedupRecord[]> {
  const after = afterId ? sql`and b.id > ${afterId}::uuid` : sql``;
  return rawRows<DedupRecord>(
    db,
    sql`select ${RECORD_COLUMNS} from beneficiaries b where b.dedup_keys = '{}' ${after} order by b.id limit ${limit}`,
  );
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
 * looked up on its own in beneficiary_dedup_keys (inactive people have no rows
 * there), so the block-size rule of blocking-keys.ts can leave out a whole
 * oversized given-name block. With `laterOnly` only people with a higher id
 * are returned: a full scan meets every pair from its lower id only, so it
 * scores each pair once.
 * Each candidate comes back once, with the ids of everyone it was found for
 * (a full scan's page finds most candidates for several people); answers the
 * candidates by the id of the person they were found for.
 */
export async function findCandidatesForMany(
  db: Database,
  people: { id: string; keys: string[] }[],
  options: { laterOnly?: boolean } = {},
): Promise<Map<string, DedupRecord[]>> {
  const found = new Map<string, DedupRecord[]>();
  if (people.length === 0) return found;
  // Given-name blocks are counted whole (the block rule), then filtered; other keys look up later people only.
  const later = options.laterOnly ? sql`where candidate_id > source_id` : sql``;
  const laterInBlock = options.laterOnly
    ? sql`and (probe.key like 'g:%' or k.beneficiary_id > probe.source_id)`
    : sql``;
  const rows = await db.transaction(async (tx) => {
    // A page's hits (about 130,000 in a full scan of a crowded registry) are grouped in memory rather than
    // sorted on disk; and compiling the query (JIT) costs more than it saves for a query run once per page.
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(sql`set local jit = off`);
    return rawRows<DedupRecord & { sourceIds: string }>(
      tx,
      sql`with probe as (
            select p.id as source_id, k.key
            from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p(id uuid, keys text[]), unnest(p.keys) as k(key)
          ),
          block as (
            select probe.source_id, found.ids
            from probe cross join lateral (
              select array_agg(hit.beneficiary_id) as ids from (
                select k.beneficiary_id from beneficiary_dedup_keys k
                where k.key = probe.key and k.beneficiary_id <> probe.source_id ${laterInBlock}
                limit case when probe.key like 'g:%' then ${sql.raw(String(MAX_GIVEN_NAME_BLOCK + 1))} else ${sql.raw(String(MAX_BLOCK))} end
              ) hit
            ) found
            where probe.key not like 'g:%' or cardinality(found.ids) <= ${sql.raw(String(MAX_GIVEN_NAME_BLOCK))}
          ),
          candidate as (
            -- As text: node-postgres parses a uuid[] one character at a time, a quarter of a full scan's time.
            select candidate_id, string_agg(distinct source_id::text, ',') as source_ids
            from block, unnest(block.ids) as candidate_id ${later}
            group by candidate_id
          )
          select candidate.source_ids as "sourceIds", ${RECORD_COLUMNS}
          from candidate join beneficiaries b on b.id = candidate.candidate_id`,
    );
  });
  for (const { sourceIds, ...record } of rows) {
    for (const sourceId of sourceIds.split(',')) {
      const list = found.get(sourceId) ?? [];
      list.push(record);
      found.set(sourceId, list);
    }
  }
  return found;
}

/**
 * Marks the key table's pages all-visible (and refreshes its statistics), so a
 * probe reads candidate ids from the index alone. Right after many keys were
 * written (a backfill, a large import's checks) autovacuum has usually not
 * run yet, and every hit would also visit the table: a full scan's lookups
 * took half as long again. Not inside a transaction (VACUUM cannot be).
 */
export async function vacuumDedupKeys(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) beneficiary_dedup_keys`);
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
