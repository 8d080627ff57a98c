import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { CAMPS, GENDERS } from '@domain/beneficiary-profile';
import { VULNERABILITY_BAND_RANGES, VULNERABILITY_BANDS, type Camp, type VulnerabilityBand } from '@domain/registry';
import type { ReportBucket } from '@domain/report-series';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries } from '@server/db/schema';
import { personInScope } from '@server/auth/staff-scope';
import { kenyaBucket } from './report-range';
import type { ScopedRange } from './report-scope';

/** The people counted: registered (created) in the range, in one camp when set. */
export interface RegistrationScope extends ScopedRange {
  camp?: Camp;
}

function registeredIn(scope: RegistrationScope): SQL | undefined {
  return and(
    scope.from ? gte(beneficiaries.createdAt, scope.from) : undefined,
    scope.before ? lt(beneficiaries.createdAt, scope.before) : undefined,
    scope.camp ? eq(beneficiaries.locationCamp, scope.camp) : undefined,
    personInScope(scope.staff),
  );
}

const count = sql<unknown>`count(*)`;

/*
 * Values outside the known vocabularies are counted with the unrecorded ones.
 * The vocabularies are constants, inlined so that GROUP BY matches the
 * selected expression exactly (bound parameters would differ between the two).
 */
const inlineList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const knownCamp = sql<Camp | null>`case when ${beneficiaries.locationCamp} in (${inlineList(CAMPS)}) then ${beneficiaries.locationCamp} end`;
const knownGender = sql<
  (typeof GENDERS)[number] | null
>`case when ${beneficiaries.gender} in (${inlineList(GENDERS)}) then ${beneficiaries.gender} end`;

/** The spec's bands from VULNERABILITY_BAND_RANGES; people never scored fall under null. */
const band = sql<VulnerabilityBand | null>`case ${sql.join(
  VULNERABILITY_BANDS.map((name) => {
    const { min, below } = VULNERABILITY_BAND_RANGES[name];
    const score = beneficiaries.vulnerabilityScore;
    const upper = below === null ? sql`` : sql` and ${score} < ${sql.raw(String(below))}`;
    return sql`when ${score} >= ${sql.raw(String(min))}${upper} then ${sql.raw(`'${name}'`)}`;
  }),
  sql` `,
)} end`;

export async function countRegistrationsOverTime(db: Database, scope: RegistrationScope, bucket: ReportBucket) {
  const start = kenyaBucket(beneficiaries.createdAt, bucket);
  const rows = await db
    .select({ bucket: start, count })
    .from(beneficiaries)
    .where(registeredIn(scope))
    .groupBy(start)
    .orderBy(asc(start));
  return rows.map((row) => ({ bucket: row.bucket, count: toCount(row.count) }));
}

export async function countRegistrationsByLocation(db: Database, scope: RegistrationScope) {
  const area = sql<string | null>`case when ${knownCamp} is not null then ${beneficiaries.locationArea} end`;
  const rows = await db
    .select({ camp: knownCamp, area, count })
    .from(beneficiaries)
    .where(registeredIn(scope))
    .groupBy(knownCamp, area)
    .orderBy(sql`${knownCamp} asc nulls last`, sql`${area} asc nulls last`);
  return rows.map((row) => ({ camp: row.camp, area: row.area, count: toCount(row.count) }));
}

export async function countRegistrationsByGender(db: Database, scope: RegistrationScope) {
  const rows = await db
    .select({ gender: knownGender, count })
    .from(beneficiaries)
    .where(registeredIn(scope))
    .groupBy(knownGender)
    .orderBy(desc(count), sql`${knownGender} asc nulls last`);
  return rows.map((row) => ({ gender: row.gender, count: toCount(row.count) }));
}

/** Nationalities as recorded (ISO alpha-3), most frequent first. */
export async function countRegistrationsByNationality(db: Database, scope: RegistrationScope) {
  const rows = await db
    .select({ nationality: beneficiaries.nationality, count })
    .from(beneficiaries)
    .where(registeredIn(scope))
    .groupBy(beneficiaries.nationality)
    .orderBy(desc(count), sql`${beneficiaries.nationality} asc nulls last`);
  return rows.map((row) => ({ nationality: row.nationality, count: toCount(row.count) }));
}

/** Highest risk first, the unscored last. */
export async function countRegistrationsByBand(db: Database, scope: RegistrationScope) {
  const rows = await db.select({ band, count }).from(beneficiaries).where(registeredIn(scope)).groupBy(band);
  const order = (value: VulnerabilityBand | null) =>
    value === null ? VULNERABILITY_BANDS.length : VULNERABILITY_BANDS.indexOf(value);
  return rows
    .map((row) => ({ band: row.band, count: toCount(row.count) }))
    .sort((a, b) => order(a.band) - order(b.band));
}
