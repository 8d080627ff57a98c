import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DuplicateAlertStatus } from '@domain/registry';
import type { MatchingField } from '@domain/duplicates/risk-score';
import type { StaffScope } from '@domain/organisations';
import { personIdInScope, personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { beneficiaries, duplicateAlerts } from '@server/db/schema';
import { rawRows } from '@server/db/raw-rows';

export type AlertRow = typeof duplicateAlerts.$inferSelect;

export interface AlertListRow {
  id: string;
  riskScore: string | number;
  matchingFields: MatchingField[];
  status: DuplicateAlertStatus;
  resolution: 'confirmed_duplicate' | 'not_duplicate' | null;
  detectedAt: Date | string;
  assignedId: string | null;
  assignedFirstName: string | null;
  assignedLastName: string | null;
  keptId: string | null;
  a: PersonJson;
  b: PersonJson;
  /** Whether the staff member asking may see each person's whole record. */
  aInScope: boolean;
  bInScope: boolean;
}

export interface PersonJson {
  id: string;
  progresId: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  camp: string | null;
  area: string | null;
  block: string | null;
  householdId: string | null;
}

const person = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'progresId', ${alias}.progres_id, 'firstName', ${alias}.first_name,
    'lastName', ${alias}.last_name, 'dateOfBirth', ${alias}.date_of_birth::text, 'phoneNumber', ${alias}.phone_number,
    'camp', ${alias}.location_camp, 'area', ${alias}.location_area, 'block', ${alias}.location_block, 'householdId', ${alias}.household_id)`);

/** The two people of an alert, under the names the queries below give them. */
const pa = alias(beneficiaries, 'pa');
const pb = alias(beneficiaries, 'pb');

/** Detection compares the whole registry; staff see an alert when at least one of its people is in scope. */
function eitherInScope(scope: StaffScope): SQL {
  return sql`(${personInScope(scope, pa)} or ${personInScope(scope, pb)})`;
}

const selectItems = (scope: StaffScope) => sql`
  select d.id, d.risk_score as "riskScore", d.matching_fields as "matchingFields", d.status, d.resolution,
    d.detected_at as "detectedAt", u.id as "assignedId", u.first_name as "assignedFirstName", u.last_name as "assignedLastName",
    (select m.kept_id from duplicate_merges m where m.alert_id = d.id and m.reversed_at is null order by m.merged_at desc limit 1) as "keptId",
    ${person('pa')} as a, ${person('pb')} as b,
    coalesce(${personInScope(scope, pa)}, false) as "aInScope", coalesce(${personInScope(scope, pb)}, false) as "bInScope"
  from duplicate_alerts d
  join beneficiaries pa on pa.id = d.beneficiary_a_id
  join beneficiaries pb on pb.id = d.beneficiary_b_id
  left join users u on u.id = d.assigned_to_user_id`;

export interface AlertFilter {
  status?: DuplicateAlertStatus;
  minRisk?: number;
}

function whereOf(filter: AlertFilter) {
  const conditions = [sql`true`];
  if (filter.status) conditions.push(sql`d.status = ${filter.status}`);
  if (filter.minRisk !== undefined) conditions.push(sql`d.risk_score >= ${filter.minRisk}`);
  return sql.join(conditions, sql` and `);
}

/** Highest risk first, then the oldest detection (it has waited longest). */
export async function listAlerts(db: Database, scope: StaffScope, filter: AlertFilter, page: number, pageSize: number) {
  const where = sql`${whereOf(filter)} and ${eitherInScope(scope)}`;
  const counted = scope.wholeRegistry
    ? sql`select count(*) as total from duplicate_alerts d where ${where}`
    : sql`select count(*) as total from duplicate_alerts d
        join beneficiaries pa on pa.id = d.beneficiary_a_id join beneficiaries pb on pb.id = d.beneficiary_b_id
        where ${where}`;
  const [rows, [totals]] = await Promise.all([
    rawRows<AlertListRow>(
      db,
      sql`${selectItems(scope)} where ${where} order by d.risk_score desc, d.detected_at, d.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    rawRows<{ total: number | string }>(db, counted),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** One alert as the staff member may see it; null when it does not exist or neither person is in scope. */
export async function findAlertItem(db: Database, scope: StaffScope, id: string): Promise<AlertListRow | null> {
  const [row] = await rawRows<AlertListRow>(
    db,
    sql`${selectItems(scope)} where d.id = ${id}::uuid and ${eitherInScope(scope)}`,
  );
  return row ?? null;
}

/** Whether each person of a pair is in scope (for the decisions, which need both). */
export async function pairInScope(db: Database, scope: StaffScope, pair: [string, string]) {
  const [row] = await rawRows<{ aInScope: boolean; bInScope: boolean }>(
    db,
    sql`select coalesce(${personInScope(scope, pa)}, false) as "aInScope",
          coalesce(${personInScope(scope, pb)}, false) as "bInScope"
        from beneficiaries pa, beneficiaries pb where pa.id = ${pair[0]}::uuid and pb.id = ${pair[1]}::uuid`,
  );
  return { a: row?.aInScope ?? false, b: row?.bInScope ?? false };
}

/** The alert row, locked until the transaction ends so two decisions on one pair queue up. */
export async function lockAlert(db: Database, id: string): Promise<AlertRow | null> {
  const [row] = await db.select().from(duplicateAlerts).where(eq(duplicateAlerts.id, id)).for('update');
  return row ?? null;
}

export async function updateAlert(
  db: Database,
  id: string,
  values: Partial<typeof duplicateAlerts.$inferInsert>,
): Promise<void> {
  await db.update(duplicateAlerts).set(values).where(eq(duplicateAlerts.id, id));
}

/** Alerts whose two people are both in scope: the ones the staff member may decide. */
export function wholePairInScope(scope: StaffScope): SQL {
  return and(
    personIdInScope(scope, duplicateAlerts.beneficiaryAId),
    personIdInScope(scope, duplicateAlerts.beneficiaryBId),
  )!;
}

/** Updates the open alerts among `ids` that `decidable` allows and returns them (resolved ones are left alone). */
export async function updateOpenAlerts(
  db: Database,
  ids: string[],
  values: Partial<typeof duplicateAlerts.$inferInsert>,
  decidable: SQL,
) {
  if (ids.length === 0) return [];
  return db
    .update(duplicateAlerts)
    .set(values)
    .where(
      and(
        sql`${duplicateAlerts.id} = any(${sql.param(ids)}::uuid[])`,
        ne(duplicateAlerts.status, 'resolved'),
        decidable,
      ),
    )
    .returning({ id: duplicateAlerts.id, aId: duplicateAlerts.beneficiaryAId, bId: duplicateAlerts.beneficiaryBId });
}

/** The four counts of the screen over the alerts in scope; "this month" is the calendar month in Kenya (UTC+3). */
export async function alertCounts(db: Database, scope: StaffScope) {
  const [row] = await rawRows<
    Record<'pending' | 'reviewing' | 'resolvedThisMonth' | 'confirmed' | 'decided', number | string>
  >(
    db,
    sql`select
      count(*) filter (where d.status = 'pending') as pending,
      count(*) filter (where d.status = 'reviewing') as reviewing,
      count(*) filter (where d.status = 'resolved' and d.resolved_at >= (date_trunc('month', now() at time zone 'UTC' + interval '3 hours') - interval '3 hours') at time zone 'UTC') as "resolvedThisMonth",
      count(*) filter (where d.resolution = 'confirmed_duplicate') as confirmed,
      count(*) filter (where d.resolution is not null) as decided
    from duplicate_alerts d
    join beneficiaries pa on pa.id = d.beneficiary_a_id join beneficiaries pb on pb.id = d.beneficiary_b_id
    where ${eitherInScope(scope)}`,
  );
  const number = (value: number | string | undefined) => Number(value ?? 0);
  return {
    pending: number(row?.pending),
    reviewing: number(row?.reviewing),
    resolvedThisMonth: number(row?.resolvedThisMonth),
    confirmed: number(row?.confirmed),
    decided: number(row?.decided),
  };
}
