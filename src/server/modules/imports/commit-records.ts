import { sql, type SQL } from 'drizzle-orm';
import type { ImportMode, ImportType } from '@domain/import-templates';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';

/*
 * Writes one batch of an import's staged rows as records, in one statement
 * that never brings the rows out of the database:
 *
 * - `batch` takes the import's rows numbered after `afterRow` up to `throughRow`;
 * - `r` reads each row's validated record (the JSON validation stored) as columns;
 * - create mode inserts and skips a key that exists (ON CONFLICT DO NOTHING);
 *   update mode also updates the records whose key exists (a blank optional cell
 *   keeps the stored value), and the insert then skips them. A record merged into
 *   another (a confirmed duplicate) is never updated: its row is skipped, so a
 *   registry sync cannot bring it back to life.
 *
 * Each person created or updated gets an audit entry in the same statement:
 * an import is a staff write like any other, and a registry sync that changes
 * someone's name or birth date must show on their page.
 */

/** The import being committed: who uploaded it is the actor of every record's audit entry. */
export interface CommitTarget {
  id: string;
  type: ImportType;
  mode: ImportMode;
  uploadedByUserId: string | null;
}

/** The record fields as validation stored them (domain/import-rows.ts). */
const BENEFICIARY_FIELDS =
  sql.raw(`("progresId" text, "firstName" text, "lastName" text, "dateOfBirth" date, gender text, nationality text,
  location text, "phoneNumber" text, "householdId" text, "vulnerabilityScore" numeric, status text, skills text[])`);
const PROJECT_FIELDS =
  sql.raw(`(code text, name text, partner text, type text, location text, "targetBeneficiaries" integer,
  budget integer, "startDate" date, "endDate" date, status text)`);

/** Validation checked the location code against its pattern (camp-area-block) and upper-cased it. */
const BENEFICIARY_INSERT = sql`
  insert into beneficiaries (progres_id, first_name, last_name, date_of_birth, gender, nationality, location_camp, location_area,
    location_block, phone_number, household_id, vulnerability_score, status, skills)
  select r."progresId", r."firstName", r."lastName", r."dateOfBirth", r.gender, r.nationality, split_part(r.location, '-', 1),
    split_part(r.location, '-', 2), split_part(r.location, '-', 3), nullif(r."phoneNumber", ''), nullif(r."householdId", ''),
    r."vulnerabilityScore", coalesce(r.status, 'active'), coalesce(r.skills, '{}')
  from r
  on conflict (progres_id) do nothing
  returning id`;

const BENEFICIARY_UPDATE = sql`
  update beneficiaries b set first_name = r."firstName", last_name = r."lastName", date_of_birth = r."dateOfBirth",
    gender = r.gender, nationality = r.nationality, location_camp = split_part(r.location, '-', 1),
    location_area = split_part(r.location, '-', 2), location_block = split_part(r.location, '-', 3),
    phone_number = coalesce(nullif(r."phoneNumber", ''), b.phone_number), household_id = coalesce(nullif(r."householdId", ''), b.household_id),
    vulnerability_score = coalesce(r."vulnerabilityScore", b.vulnerability_score), status = coalesce(r.status, b.status),
    skills = coalesce(r.skills, b.skills), updated_at = now()
  from r
  where b.progres_id = r."progresId" and b.merged_into_id is null
  returning b.id`;

function projectInsert(uploadedBy: string | null): SQL {
  return sql`
    insert into projects (code, name, partner, type, location, target_beneficiaries, budget, start_date, end_date, status, created_by_user_id)
    select r.code, r.name, r.partner, r.type, r.location, r."targetBeneficiaries", r.budget, r."startDate", r."endDate",
      coalesce(r.status, 'planning'), ${uploadedBy}
    from r
    on conflict (code) do nothing
    returning id`;
}

const PROJECT_UPDATE = sql`
  update projects p set name = r.name, partner = r.partner, type = r.type, location = r.location,
    target_beneficiaries = r."targetBeneficiaries", budget = r.budget, start_date = r."startDate", end_date = r."endDate",
    status = coalesce(r.status, p.status), updated_at = now()
  from r
  where p.code = r.code
  returning p.id`;

/** The update (update mode only) and the insert, as the CTEs `updated` and `inserted`, with audit entries for people. */
function writes(target: CommitTarget): SQL {
  const beneficiaries = target.type === 'beneficiaries';
  const update =
    target.mode === 'update'
      ? beneficiaries
        ? BENEFICIARY_UPDATE
        : PROJECT_UPDATE
      : sql`select null::uuid as id where false`;
  const insert = beneficiaries ? BENEFICIARY_INSERT : projectInsert(target.uploadedByUserId);
  const audit = (from: string, action: string) => sql`
    insert into audit_events (actor_user_id, action, target_type, target_id, details)
    select ${target.uploadedByUserId}, ${action}, 'beneficiary', id::text, jsonb_build_object('importId', ${target.id}::text) from ${sql.raw(from)}`;
  const audits = beneficiaries
    ? sql`, audit_updated as (${audit('updated', 'beneficiary.import_update')}), audit_inserted as (${audit('inserted', 'beneficiary.import_create')})`
    : sql``;
  return sql`updated as (${update}), inserted as (${insert})${audits}`;
}

/** Writes the rows numbered (afterRow, throughRow] in the caller's transaction, and answers the ids of the records written. */
export async function commitRowRange(
  db: Database,
  target: CommitTarget,
  afterRow: number,
  throughRow: number,
): Promise<string[]> {
  const [result] = await rawRows<{ ids: string | null }>(
    db,
    sql`with batch as (
          select data from import_rows
          where import_id = ${target.id} and row_number > ${afterRow} and row_number <= ${throughRow}),
        r as (select x.* from batch cross join lateral jsonb_to_record(batch.data) as x${target.type === 'beneficiaries' ? BENEFICIARY_FIELDS : PROJECT_FIELDS}),
        ${writes(target)}
        select (select string_agg(id::text, ',') from (select id from updated union all select id from inserted) written) as "ids"`,
  );
  return result?.ids ? result.ids.split(',') : [];
}
