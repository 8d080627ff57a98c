import { and, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaryDocuments, companies, jobInvitations, jobPostings, skillAssessments } from '@server/db/schema';
import { nairobiToday } from '@domain/kenya-day';

/*
 * What a beneficiary may read of the job marketplace. A posting is visible only
 * while open, before its deadline, and of a company staff verified.
 */

export interface PostingFilters {
  location?: string;
  employmentType?: (typeof jobPostings.employmentType.enumValues)[number];
  /** Lower-cased; any of them matches. */
  skills: string[];
}

const postingColumns = {
  posting: jobPostings,
  companyName: companies.companyName,
  companyDescription: companies.description,
  companyIndustry: companies.industry,
  companyWebsite: companies.website,
};
export type PostingRow = {
  posting: typeof jobPostings.$inferSelect;
  companyName: string;
  companyDescription: string;
  companyIndustry: string;
  companyWebsite: string | null;
};

/** Open, verified, and taking applications until the end of the deadline day in Kenya (as the employer side counts it). */
export function visiblePosting(): SQL {
  return and(
    eq(jobPostings.status, 'open'),
    gte(jobPostings.applicationDeadline, nairobiToday()),
    eq(companies.verificationStatus, 'verified'),
  )!;
}

/** The filter text is a pattern argument, never SQL; % and _ typed by the person are taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtersOf(filters: PostingFilters): SQL {
  const conditions: SQL[] = [visiblePosting()];
  if (filters.location) conditions.push(ilike(jobPostings.location, `%${escapeLike(filters.location)}%`));
  if (filters.employmentType) conditions.push(eq(jobPostings.employmentType, filters.employmentType));
  if (filters.skills.length > 0) {
    const wanted = sql.join(
      filters.skills.map((skill) => sql`${skill}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from unnest(${jobPostings.requiredSkills}) as skill where lower(skill) in (${wanted}))`,
    );
  }
  return and(...conditions)!;
}

export async function listVisiblePostings(db: Database, filters: PostingFilters, page: number, pageSize: number) {
  const where = filtersOf(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(postingColumns)
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(where)
      .orderBy(desc(jobPostings.postedAt), desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .where(where),
  ]);
  return { rows: rows as PostingRow[], total: toCount(counted?.total) };
}

export async function findVisiblePosting(db: Database, id: string): Promise<PostingRow | null> {
  const [row] = await db
    .select(postingColumns)
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(and(eq(jobPostings.id, id), visiblePosting()))
    .limit(1);
  return (row as PostingRow | undefined) ?? null;
}

export async function findPostingsByIds(db: Database, ids: string[]): Promise<PostingRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(postingColumns)
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(inArray(jobPostings.id, ids));
  return rows as PostingRow[];
}

/** One view counted per request that opened the posting (the employer's "Profile Views"). */
export async function countView(db: Database, id: string): Promise<void> {
  await db
    .update(jobPostings)
    .set({ viewsCount: sql`${jobPostings.viewsCount} + 1` })
    .where(eq(jobPostings.id, id));
}

export async function findAssessment(db: Database, beneficiaryId: string) {
  const [row] = await db
    .select()
    .from(skillAssessments)
    .where(eq(skillAssessments.beneficiaryId, beneficiaryId))
    .limit(1);
  return row ?? null;
}

export async function ownsDocument(db: Database, beneficiaryId: string, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: beneficiaryDocuments.id })
    .from(beneficiaryDocuments)
    .where(and(eq(beneficiaryDocuments.id, documentId), eq(beneficiaryDocuments.beneficiaryId, beneficiaryId)))
    .limit(1);
  return Boolean(row);
}

/** Which of these jobs I invited to (any state) — the list marks them. */
export async function invitedJobIds(db: Database, beneficiaryId: string, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: jobInvitations.jobId })
    .from(jobInvitations)
    .where(and(eq(jobInvitations.beneficiaryId, beneficiaryId), inArray(jobInvitations.jobId, jobIds)));
  return new Set(rows.map((row) => row.jobId));
}
