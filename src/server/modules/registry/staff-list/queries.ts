import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { VULNERABILITY_BAND_RANGES } from '@domain/registry';
import type { RegistryFilter, SearchTerm } from '@domain/registry-search';
import type { Database } from '@server/db/client';
import { countUpTo, toCount, type BoundedCount } from '@server/db/count';
import { escapeLike } from '@server/db/escape-like';
import { rawRows } from '@server/db/raw-rows';
import { beneficiaries, projectEnrolments } from '@server/db/schema';

/**
 * The same expression as beneficiaries_name_trgm_idx, so the planner uses the
 * GIN trigram index for the fuzzy name search.
 */
export const searchableName = sql`lower(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName})`;

/** Enrolments that count as taking part in a project (a withdrawal does not). */
export const COUNTED_ENROLMENTS = ['enrolled', 'completed'] as const;

function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * The same text as searchableName (lower() works letter by letter), written as
 * beneficiaries_name_knn_idx's expression: only the nearest-first order uses
 * the GiST index, and filters on searchableName keep the GIN index. With one
 * expression for both, the planner took the GiST index for filters too, and a
 * rare name's filter read much of it (1.7 s for 352 people in a test database).
 */
const nearestName = sql`(lower(${beneficiaries.firstName}) || ' ' || lower(${beneficiaries.lastName}))`;

/** The search box's condition; the header search uses it too, so both find the same people. */
export function searchCondition(term: SearchTerm | null): SQL | undefined {
  if (!term) return undefined;
  switch (term.kind) {
    // text_pattern_ops indexes serve LIKE 'prefix%' whatever the database collation.
    case 'progresId':
      return sql`${beneficiaries.progresId} like ${likePrefix(term.prefix)}`;
    case 'phone':
      return term.exact
        ? eq(beneficiaries.phoneNumber, term.exact)
        : sql`${beneficiaries.phoneNumber} like ${likePrefix(term.prefix)}`;
    case 'name':
      // Word similarity of the typed words to the closest stretch of the full name, at the threshold
      // withSearchSettings sets: Mohamed Abdi finds Mohammed Abdi (0.8), Halima Yusuf finds Halimo Yusuf (0.73).
      return sql`${term.text} <% ${searchableName}`;
  }
}

/**
 * pg_trgm's word-similarity threshold for name searches. Its default (0.6) also
 * matches every "Mohamed Abdi..." for "Mohamed Abdulahi"; 0.7 keeps spelling
 * variants and halves the rows a search must read among 1,000,000 people.
 */
const NAME_SIMILARITY_THRESHOLD = '0.7';

/** Runs a name search's queries in one transaction with the name threshold; others run as they are. */
export async function withSearchSettings<T>(
  db: Database,
  term: SearchTerm | null,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  if (term?.kind !== 'name') return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${NAME_SIMILARITY_THRESHOLD}, true)`);
    return run(tx);
  });
}

/** The WHERE clause of the list and the export of the filtered set. */
export function registryWhere(filter: RegistryFilter, term: SearchTerm | null): SQL | undefined {
  const band = filter.band ? VULNERABILITY_BAND_RANGES[filter.band] : null;
  return and(
    searchCondition(term),
    filter.status !== 'all' ? eq(beneficiaries.status, filter.status) : undefined,
    filter.camp ? eq(beneficiaries.locationCamp, filter.camp) : undefined,
    filter.gender ? eq(beneficiaries.gender, filter.gender) : undefined,
    filter.nationality ? eq(beneficiaries.nationality, filter.nationality) : undefined,
    band ? gte(beneficiaries.vulnerabilityScore, band.min) : undefined,
    band?.below != null ? lt(beneficiaries.vulnerabilityScore, band.below) : undefined,
    filter.duplicateRisk === true ? isNotNull(beneficiaries.duplicateRisk) : undefined,
    filter.duplicateRisk === false ? sql`${beneficiaries.duplicateRisk} is null` : undefined,
    filter.projectId
      ? sql`exists (select 1 from ${projectEnrolments} where ${projectEnrolments.beneficiaryId} = ${beneficiaries.id}
          and ${projectEnrolments.projectId} = ${filter.projectId}
          and ${projectEnrolments.status} in ('enrolled', 'completed'))`
      : undefined,
  );
}

export const listColumns = {
  id: beneficiaries.id,
  progresId: beneficiaries.progresId,
  firstName: beneficiaries.firstName,
  lastName: beneficiaries.lastName,
  nationality: beneficiaries.nationality,
  dateOfBirth: beneficiaries.dateOfBirth,
  gender: beneficiaries.gender,
  locationCamp: beneficiaries.locationCamp,
  locationArea: beneficiaries.locationArea,
  locationBlock: beneficiaries.locationBlock,
  vulnerabilityScore: beneficiaries.vulnerabilityScore,
  status: beneficiaries.status,
  duplicateRisk: beneficiaries.duplicateRisk,
};

export async function selectRegistryRows(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  offset: number,
  limit: number,
) {
  return db
    .select(listColumns)
    .from(beneficiaries)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/**
 * A page and the total in one pass, for searches whose matches are all read
 * anyway (a name search ranks every match by likeness): the GIN index is
 * scanned once instead of twice. A page past the end carries no total.
 */
export async function selectRegistryPageWithTotal(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
) {
  const rows = await db
    .select({ ...listColumns, total: sql<unknown>`count(*) over ()` })
    .from(beneficiaries)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: rows.length > 0 ? toCount(rows[0]!.total) : null };
}

/**
 * The planner's estimate of how many people `where` matches: for a name, from
 * the statistics ANALYZE keeps of the trigram indexes' expression (a plan, no
 * rows read; about a millisecond). Among 1,000,000 people: "mohamed" 141,000
 * (98,000 in fact), "amina" 11,500 (14,700), "Mohamed Abdulahi" 4,050 (4,750).
 */
export async function estimateMatches(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(beneficiaries)
      .where(where)}`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/**
 * A name search ranks at most this many of its matches, the nearest ones, and
 * says "more than 1,000" past them: a hundred pages of Mohameds is more than an
 * officer reads before typing more of the name. Ranking every match cost 650 ms
 * for "mohamed" among 1,000,000 people (98,000 matches); reading the nearest
 * costs about 30 microseconds each, so 10,000 would miss 150 ms (bench:registry).
 */
export const NAME_CANDIDATES = 1_000;

/**
 * One page of a name search, closest first, and its total up to `candidates`.
 * The GiST trigram index hands out matches nearest first (`<<->` is 1 - word
 * similarity, a KNN scan), so only the nearest `candidates` + 1 are read; they
 * are ranked by distance and id so that pages never overlap. Every person as
 * close as the farthest one kept is as close as anyone left out: the cut falls
 * among equally distant people, never above a closer spelling. The one over
 * `candidates` only tells that there are more. A page past the candidates, or
 * past the end, reads nothing and carries no total.
 */
export async function selectNameSearchPage(
  db: Database,
  text: string,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  candidates = NAME_CANDIDATES,
) {
  const offset = (page - 1) * pageSize;
  const limit = Math.min(pageSize, candidates - offset);
  if (limit <= 0) return { rows: [], total: null };
  const distance = sql`${text} <<-> ${nearestName}`;
  const nearest = db.$with('nearest').as(
    db
      .select({ id: beneficiaries.id, distance: sql<number>`${distance}`.as('distance') })
      .from(beneficiaries)
      .where(where)
      .orderBy(distance)
      .limit(candidates + 1),
  );
  const ranked = db.$with('ranked').as(
    db
      .with(nearest)
      .select({ id: nearest.id, distance: nearest.distance, total: sql<unknown>`count(*) over ()`.as('total') })
      .from(nearest)
      .orderBy(nearest.distance, nearest.id)
      .limit(limit)
      .offset(offset),
  );
  const rows = await db
    .with(ranked)
    .select({ ...listColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(beneficiaries, eq(beneficiaries.id, ranked.id))
    .orderBy(ranked.distance, ranked.id);
  const found = rows.length > 0 ? toCount(rows[0]!.total) : null;
  const total: BoundedCount | null =
    found === null ? null : found > candidates ? { count: candidates, exact: false } : { count: found, exact: true };
  return { rows, total };
}

/** Exact; without a filter the planner counts from the smallest index (an index-only scan). */
export async function countRegistry(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<unknown>`count(*)` })
    .from(beneficiaries)
    .where(where);
  return toCount(row?.total);
}

/** The count up to `upTo` people: see countUpTo. */
export async function countRegistryUpTo(db: Database, where: SQL | undefined, upTo: number): Promise<BoundedCount> {
  return countUpTo(db, beneficiaries, where, upTo);
}

/** Programmes per person for one page of people: enrolled or completed project enrolments. */
export async function countProgrammes(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ beneficiaryId: projectEnrolments.beneficiaryId, count: sql<unknown>`count(*)` })
    .from(projectEnrolments)
    .where(
      and(inArray(projectEnrolments.beneficiaryId, ids), inArray(projectEnrolments.status, [...COUNTED_ENROLMENTS])),
    )
    .groupBy(projectEnrolments.beneficiaryId);
  return new Map(rows.map((row) => [row.beneficiaryId, toCount(row.count)]));
}
