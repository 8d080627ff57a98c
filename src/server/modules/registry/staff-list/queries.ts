import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { VULNERABILITY_BAND_RANGES } from '@domain/registry';
import type { RegistryFilter, SearchTerm } from '@domain/registry-search';
import type { Database } from '@server/db/client';
import { countUpTo, toCount, type BoundedCount } from '@server/db/count';
import { escapeLike } from '@server/db/escape-like';
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
