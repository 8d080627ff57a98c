import { sql } from 'drizzle-orm';
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
 * Candidates for many people in one round trip: each person's keys are
 * looked up on the GIN index (a lateral join), at most `limit` per person.
 * Answers the candidates by the id of the person they were found for.
 */
export async function findCandidatesForMany(
  db: Database,
  people: { id: string; keys: string[] }[],
  limit: number,
): Promise<Map<string, DedupRecord[]>> {
  const found = new Map<string, DedupRecord[]>();
  if (people.length === 0) return found;
  const rows = await rawRows<DedupRecord & { sourceId: string }>(
    db,
    sql`select p.id as "sourceId", c.*
        from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as p(id uuid, keys text[])
        cross join lateral (
          select ${RECORD_COLUMNS} from beneficiaries b
          where b.dedup_keys && p.keys and b.id <> p.id and b.status <> 'inactive'
          limit ${limit}
        ) c`,
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

/** Every name in pages, for counting how common each name token is. */
export async function pageOfNames(db: Database, afterId: string | null, limit: number) {
  const after = afterId ? sql`where id > ${afterId}::uuid` : sql``;
  return rawRows<{ id: string; firstName: string; lastName: string }>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName" from beneficiaries ${after} order by id limit ${limit}`,
  );
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
