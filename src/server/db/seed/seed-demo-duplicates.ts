import { inArray, sql } from 'drizzle-orm';
import type { Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { beneficiaries, duplicateAlerts, users } from '@server/db/schema';
import { DEMO_DUPLICATE_PAIRS, nameVariant, type DemoDuplicatePair } from './demo-duplicate-pairs';
import { selectRows } from './seed-sql';

/*
 * Writes each demo duplicate pair as a real second registration of a seeded
 * person, the alert between the two, and the duplicate_risk of both people
 * (their highest open alert), so the registry's marker and the alerts agree.
 */

const DAY_MS = 86_400_000;

interface Candidate {
  id: string;
  camp: Camp;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female';
  date_of_birth: string;
  nationality: string;
  location_area: string;
  location_block: string;
  phone_number: string;
  household_id: string;
  household_size: number;
  vulnerability_score: string | number;
  skills: string[];
}

/** How many second registrations the pairs add to each camp. */
export function duplicatesPerCamp(): Record<Camp, number> {
  const counts: Record<Camp, number> = { DAD: 0, KAK: 0, KAL: 0, NBI: 0 };
  for (const pair of DEMO_DUPLICATE_PAIRS) counts[pair.camp] += 1;
  return counts;
}

function shiftYears(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
}

function otherBlock(block: string): string {
  return `B${(Number(block.slice(1)) % 40) + 1}`;
}

/** The second registration: what the pair's matching fields say is shared, and something else where they do not. */
function secondRegistration(
  pair: DemoDuplicatePair,
  index: number,
  original: Candidate,
  neighbour: Candidate,
  now: number,
) {
  const has = (field: string) => (pair.fields as readonly string[]).includes(field);
  const registeredAt = new Date(now - pair.detectedDaysAgo * DAY_MS - 2 * 3_600_000);
  const sameBlock = has('location');
  return {
    progresId: `KEN-${pair.camp}-${registeredAt.getUTCFullYear()}-${String(900_001 + index).padStart(6, '0')}`,
    firstName: has('name_similar') ? nameVariant(original.first_name) : neighbour.first_name,
    lastName: original.last_name,
    gender: has('name_similar') ? original.gender : neighbour.gender,
    dateOfBirth: has('date_of_birth') ? original.date_of_birth : shiftYears(original.date_of_birth, -3),
    nationality: original.nationality,
    locationCamp: pair.camp,
    locationArea: sameBlock || has('location_similar') ? original.location_area : neighbour.location_area,
    locationBlock: sameBlock ? original.location_block : otherBlock(original.location_block),
    phoneNumber: has('phone') ? original.phone_number : `+254799${String(index).padStart(6, '0')}`,
    householdId: has('household')
      ? original.household_id
      : `${pair.camp}-HH-${String(900_001 + index).padStart(6, '0')}`,
    householdSize: original.household_size,
    vulnerabilityScore: Number(original.vulnerability_score),
    skills: original.skills,
    createdAt: registeredAt,
    updatedAt: registeredAt,
  };
}

async function demoStaffIds(db: Database): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@demo.local', 'officer@demo.local']));
  return Object.fromEntries(rows.map((row) => [row.email, row.id]));
}

export async function insertDemoDuplicates(db: Database): Promise<void> {
  const candidates = await selectRows<Candidate>(
    db,
    sql`select b.id, s.camp, b.first_name, b.last_name, b.gender, b.date_of_birth::text as date_of_birth, b.nationality,
          b.location_area, b.location_block, b.phone_number, b.household_id, b.household_size, b.vulnerability_score, b.skills
        from demo_seed_people s join beneficiaries b on b.id = s.id
        where s.active and s.rn <= 400 and b.phone_number is not null
        order by s.camp, s.rn`,
  );
  const byCamp = (camp: Camp) => candidates.filter((candidate) => candidate.camp === camp);
  const used: Record<string, number> = {};
  const now = Date.now();
  const planned = DEMO_DUPLICATE_PAIRS.map((pair, index) => {
    const pool = byCamp(pair.camp);
    const turn = used[pair.camp] ?? 0;
    used[pair.camp] = turn + 1;
    const original = pool[turn * 11 + 5]!;
    return { pair, original, row: secondRegistration(pair, index, original, pool[turn * 11 + 6]!, now) };
  });
  const inserted = await db
    .insert(beneficiaries)
    .values(planned.map((plan) => plan.row))
    .returning({ id: beneficiaries.id, progresId: beneficiaries.progresId });
  const idOf = new Map(inserted.map((row) => [row.progresId, row.id]));
  const staff = await demoStaffIds(db);

  const openRisk = new Map<string, number>();
  const alerts = planned.map(({ pair, original, row }) => {
    const second = idOf.get(row.progresId)!;
    const [a, b] = original.id < second ? [original.id, second] : [second, original.id];
    if (pair.status !== 'resolved') {
      for (const id of [a, b]) openRisk.set(id, Math.max(openRisk.get(id) ?? 0, pair.risk));
    }
    const detectedAt = new Date(now - pair.detectedDaysAgo * DAY_MS);
    const resolved = pair.status === 'resolved';
    return {
      beneficiaryAId: a,
      beneficiaryBId: b,
      riskScore: pair.risk,
      matchingFields: pair.fields,
      status: pair.status,
      resolution: pair.resolution ?? null,
      assignedToUserId: pair.status === 'reviewing' ? (staff['officer@demo.local'] ?? null) : null,
      resolvedByUserId: resolved ? (staff['admin@demo.local'] ?? null) : null,
      resolutionNotes: resolved
        ? pair.resolution === 'confirmed_duplicate'
          ? 'The same person registered again at another reception desk; the newer registration is to be closed.'
          : 'Two different people of one family who share a phone.'
        : null,
      detectedAt,
      resolvedAt: resolved ? new Date(detectedAt.getTime() + 2 * DAY_MS) : null,
    };
  });
  await db.insert(duplicateAlerts).values(alerts);
  const risks = [...openRisk].map(([id, risk]) => sql`(${id}::uuid, ${risk}::numeric)`);
  await db.execute(sql`update beneficiaries set duplicate_risk = r.risk
    from (values ${sql.join(risks, sql`, `)}) as r (id, risk) where beneficiaries.id = r.id`);
}
