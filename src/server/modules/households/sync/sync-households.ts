import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';

/*
 * Households follow the registry's household id (beneficiaries.household_id stays the source, which the
 * duplicate checks read). For each person given:
 *
 * - the household whose reference is their household id is created when new, with the camp and block of its
 *   earliest registered member and the largest size and income its members state;
 * - a current membership in any other household ends (left_at), so history is kept: a move, a cleared
 *   household id or a merge into another record (merged people belong nowhere);
 * - a person with a household id and no current membership joins it.
 *
 * Three statements over the whole set, so a 20,000-person import batch costs what one person does.
 */

export interface MembershipChange {
  householdId: string;
  beneficiaryId: string;
}

export interface HouseholdSync {
  joined: MembershipChange[];
  left: MembershipChange[];
}

/** The people to sync, with the household each should belong to (null: none). */
function peopleOf(scope: SQL): SQL {
  return sql`select b.id, b.created_at, b.location_camp as camp, b.location_block as block,
      b.household_size as size, b.monthly_income as income,
      case when b.merged_into_id is null and btrim(coalesce(b.household_id, '')) <> '' then b.household_id end as reference
    from beneficiaries b where ${scope}`;
}

async function syncWhere(db: Database, scope: SQL): Promise<HouseholdSync> {
  const people = peopleOf(scope);
  await db.execute(sql`
    with p as (${people})
    insert into households (reference, camp, block, size, monthly_income)
    select reference,
      (array_agg(camp order by created_at, id) filter (where camp is not null))[1],
      (array_agg(block order by created_at, id) filter (where block is not null))[1],
      max(size), max(income)
    from p where reference is not null
    group by reference
    on conflict (reference) do nothing`);
  // A head who leaves is no longer the head: staff name the next one.
  const left = await rawRows<MembershipChange>(
    db,
    sql`
    with p as (${people}),
    ended as (
      update household_members m set left_at = now()
      from p left join households h on h.reference = p.reference
      where m.beneficiary_id = p.id and m.left_at is null and (h.id is null or m.household_id <> h.id)
      returning m.household_id, m.beneficiary_id
    ),
    heads as (
      update households h set head_beneficiary_id = null, updated_at = now()
      from ended e where h.id = e.household_id and h.head_beneficiary_id = e.beneficiary_id
    )
    select household_id as "householdId", beneficiary_id as "beneficiaryId" from ended`,
  );
  const joined = await rawRows<MembershipChange>(
    db,
    sql`
    with p as (${people})
    insert into household_members (household_id, beneficiary_id)
    select h.id, p.id from p join households h on h.reference = p.reference
    where not exists (select 1 from household_members m where m.beneficiary_id = p.id and m.left_at is null)
    on conflict (beneficiary_id) where left_at is null do nothing
    returning household_id as "householdId", beneficiary_id as "beneficiaryId"`,
  );
  return { joined, left };
}

/** Brings these people's household memberships in line with their household ids (see above). */
export async function syncHouseholds(db: Database, beneficiaryIds: readonly string[]): Promise<HouseholdSync> {
  if (beneficiaryIds.length === 0) return { joined: [], left: [] };
  return syncWhere(db, sql`b.id = any(${sql.param([...beneficiaryIds])}::uuid[])`);
}

/** Every person of the registry: the demo seed, once its people are in. */
export function syncEveryHousehold(db: Database): Promise<HouseholdSync> {
  return syncWhere(db, sql`true`);
}
