import { sql, type SQL } from 'drizzle-orm';
import type { ImportMode, ImportType } from '../../../domain/import-templates';
import { parseLocationCode } from '../../../domain/registry';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/*
 * Writes one batch of validated rows as records with two statements whatever
 * the batch size: the rows travel as one JSON parameter read back with
 * jsonb_to_recordset. Create mode inserts and skips a key that exists (ON
 * CONFLICT DO NOTHING); update mode first updates the records whose key
 * exists (a blank optional cell keeps the stored value), then inserts the rest.
 * A record merged into another (a confirmed duplicate) is never updated: its
 * row is skipped, so a registry sync cannot bring it back to life.
 */

type RowData = Record<string, unknown>;

function beneficiaryRecord(data: RowData) {
  const location = parseLocationCode(String(data.location));
  return {
    progres_id: data.progresId,
    first_name: data.firstName,
    last_name: data.lastName,
    date_of_birth: data.dateOfBirth,
    gender: data.gender,
    nationality: data.nationality,
    location_camp: location?.camp,
    location_area: location?.area,
    location_block: location?.block,
    phone_number: data.phoneNumber || null,
    household_id: data.householdId || null,
    vulnerability_score: data.vulnerabilityScore ?? null,
    status: data.status ?? null,
    skills: data.skills ?? null,
  };
}

function projectRecord(data: RowData) {
  return {
    code: data.code,
    name: data.name,
    partner: data.partner,
    type: data.type,
    location: data.location,
    target_beneficiaries: data.targetBeneficiaries,
    budget: data.budget,
    start_date: data.startDate,
    end_date: data.endDate,
    status: data.status ?? null,
  };
}

const BENEFICIARY_RECORDSET = sql.raw(`(progres_id text, first_name text, last_name text, date_of_birth date, gender text, nationality text,
  location_camp text, location_area text, location_block text, phone_number text, household_id text, vulnerability_score numeric,
  status text, skills text[])`);
const PROJECT_RECORDSET = sql.raw(`(code text, name text, partner text, type text, location text, target_beneficiaries integer,
  budget integer, start_date date, end_date date, status text)`);

/** Who imported, and from which file: each person written gets an entry in their history. */
export interface ImportAudit {
  importId: string;
  actorUserId: string | null;
}

/**
 * One audit entry per person created or updated, in the batch's transaction:
 * an import is a staff write like any other, and a registry sync that changes
 * someone's name or birth date must show on their page. Written by the same
 * statement as the people (a data-modifying CTE): one round trip, not two.
 */
async function writeAndAudit(db: Database, write: SQL, audit: ImportAudit, action: string): Promise<{ id: string }[]> {
  return rawRows<{ id: string }>(
    db,
    sql`with written as (${write}),
        audited as (
          insert into audit_events (actor_user_id, action, target_type, target_id, details)
          select ${audit.actorUserId}, ${action}, 'beneficiary', id::text, jsonb_build_object('importId', ${audit.importId}::text) from written)
        select id from written`,
  );
}

async function writeBeneficiaries(db: Database, mode: ImportMode, json: string, audit: ImportAudit): Promise<string[]> {
  const updated =
    mode === 'update'
      ? await writeAndAudit(
          db,
          sql`update beneficiaries b set first_name = r.first_name, last_name = r.last_name, date_of_birth = r.date_of_birth,
                gender = r.gender, nationality = r.nationality, location_camp = r.location_camp, location_area = r.location_area,
                location_block = r.location_block, phone_number = coalesce(r.phone_number, b.phone_number),
                household_id = coalesce(r.household_id, b.household_id), vulnerability_score = coalesce(r.vulnerability_score, b.vulnerability_score),
                status = coalesce(r.status, b.status), skills = coalesce(r.skills, b.skills), updated_at = now()
              from jsonb_to_recordset(${json}::jsonb) as r${BENEFICIARY_RECORDSET}
              where b.progres_id = r.progres_id and b.merged_into_id is null
              returning b.id`,
          audit,
          'beneficiary.import_update',
        )
      : [];
  const inserted = await writeAndAudit(
    db,
    sql`insert into beneficiaries (progres_id, first_name, last_name, date_of_birth, gender, nationality, location_camp, location_area,
          location_block, phone_number, household_id, vulnerability_score, status, skills)
        select r.progres_id, r.first_name, r.last_name, r.date_of_birth, r.gender, r.nationality, r.location_camp, r.location_area,
          r.location_block, r.phone_number, r.household_id, r.vulnerability_score, coalesce(r.status, 'active'), coalesce(r.skills, '{}')
        from jsonb_to_recordset(${json}::jsonb) as r${BENEFICIARY_RECORDSET}
        on conflict (progres_id) do nothing
        returning id`,
    audit,
    'beneficiary.import_create',
  );
  return [...updated, ...inserted].map((row) => row.id);
}

async function writeProjects(db: Database, mode: ImportMode, json: string, uploadedBy: string | null): Promise<string[]> {
  const updated =
    mode === 'update'
      ? await rawRows<{ id: string }>(
          db,
          sql`update projects p set name = r.name, partner = r.partner, type = r.type, location = r.location,
                target_beneficiaries = r.target_beneficiaries, budget = r.budget, start_date = r.start_date, end_date = r.end_date,
                status = coalesce(r.status, p.status), updated_at = now()
              from jsonb_to_recordset(${json}::jsonb) as r${PROJECT_RECORDSET}
              where p.code = r.code
              returning p.id`,
        )
      : [];
  const inserted = await rawRows<{ id: string }>(
    db,
    sql`insert into projects (code, name, partner, type, location, target_beneficiaries, budget, start_date, end_date, status, created_by_user_id)
        select r.code, r.name, r.partner, r.type, r.location, r.target_beneficiaries, r.budget, r.start_date, r.end_date,
          coalesce(r.status, 'planning'), ${uploadedBy}
        from jsonb_to_recordset(${json}::jsonb) as r${PROJECT_RECORDSET}
        on conflict (code) do nothing
        returning id`,
  );
  return [...updated, ...inserted].map((row) => row.id);
}

/** Writes the rows and answers the ids of the records created or updated (a key taken meanwhile is skipped). */
export async function commitRecords(
  db: Database,
  type: ImportType,
  mode: ImportMode,
  rows: RowData[],
  audit: ImportAudit,
): Promise<string[]> {
  if (type === 'beneficiaries') return writeBeneficiaries(db, mode, JSON.stringify(rows.map(beneficiaryRecord)), audit);
  return writeProjects(db, mode, JSON.stringify(rows.map(projectRecord)), audit.actorUserId);
}
