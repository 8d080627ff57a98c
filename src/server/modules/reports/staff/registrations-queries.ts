import { and, asc, desc, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** Which breakdown a row of the one grouped pass belongs to: GROUPING() is 0 for the set's own column. */
const inSet = (expression: SQL | SQLWrapper) => sql<unknown>`grouping(${expression})`;

/**
 * Every breakdown of the report in one pass over the people (GROUPING SETS):
 * over time, by location, gender, nationality and band. Each row belongs to
 * one set; the other sets' columns are null in it. One ORDER BY serves every
 * set (time and location ascending, gender and nationality most frequent
 * first), as the other sets' columns are equal within a set; bands by risk here.
 */
export async function countRegistrations(db: Database, scope: RegistrationScope, bucket: ReportBucket) {
  const start = kenyaBucket(beneficiaries.createdAt, bucket);
  const area = sql<string | null>`case when ${knownCamp} is not null then ${beneficiaries.locationArea} end`;
  const nationality = beneficiaries.nationality;
  const rows = await db
    .select({
      bucket: start,
      camp: knownCamp,
      area,
      gender: knownGender,
      nationality,
      band,
      count,
      overTimeSet: inSet(start),
      locationSet: inSet(knownCamp),
      genderSet: inSet(knownGender),
      nationalitySet: inSet(nationality),
    })
    .from(beneficiaries)
    .where(registeredIn(scope))
    .groupBy(sql`grouping sets ((${start}), (${knownCamp}, ${area}), (${knownGender}), (${nationality}), (${band}))`)
    .orderBy(
      asc(start),
      sql`${knownCamp} asc nulls last`,
      sql`${area} asc nulls last`,
      desc(count),
      sql`${knownGender} asc nulls last`,
      sql`${nationality} asc nulls last`,
    );
  const member = (key: 'overTimeSet' | 'locationSet' | 'genderSet' | 'nationalitySet') =>
    rows.filter((row) => toCount(row[key]) === 0);
  // The band rows are the ones grouped by none of the four named sets.
  const inNoNamedSet = rows.filter((row) =>
    [row.overTimeSet, row.locationSet, row.genderSet, row.nationalitySet].every((flag) => toCount(flag) === 1),
  );
  const order = (value: VulnerabilityBand | null) =>
    value === null ? VULNERABILITY_BANDS.length : VULNERABILITY_BANDS.indexOf(value);
  return {
    overTime: member('overTimeSet').map((row) => ({ bucket: row.bucket, count: toCount(row.count) })),
    byLocation: member('locationSet').map((row) => ({ camp: row.camp, area: row.area, count: toCount(row.count) })),
    byGender: member('genderSet').map((row) => ({ gender: row.gender, count: toCount(row.count) })),
    byNationality: member('nationalitySet').map((row) => ({
      nationality: row.nationality,
      count: toCount(row.count),
    })),
    byBand: inNoNamedSet
      .map((row) => ({ band: row.band, count: toCount(row.count) }))
      .sort((a, b) => order(a.band) - order(b.band)),
  };
}
