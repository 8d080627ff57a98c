import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaries,
  beneficiaryPreferences,
  jobInvitations,
  jobPostings,
  skillAssessments,
} from '@server/db/schema';

/*
 * Candidate search reads only people who opted in (discoverable_by_employers):
 * the inner join on that flag is the gate, so nobody else can ever come back.
 * It selects no contact detail at all.
 */

export interface CandidateFilter {
  skills: string[];
  camp?: string;
  minExperience?: number;
}

const experience = sql<number>`coalesce(${skillAssessments.experienceYears}, 0)`.mapWith(Number);

/** The person lists the skill in their profile, or assessed it as a skill area or in their own words for 'other' (any letter case). */
function hasSkill(skill: string): SQL {
  const wanted = skill.toLocaleLowerCase('en');
  return sql`(exists (select 1 from unnest(${beneficiaries.skills}) as s(name) where lower(s.name) = ${wanted})
    or exists (select 1 from jsonb_array_elements(coalesce(${skillAssessments.skillAreas}, '[]'::jsonb)) as a(item) where lower(a.item->>'area') = ${wanted} or lower(a.item->>'detail') = ${wanted}))`;
}

function where(filter: CandidateFilter): SQL {
  return and(
    eq(beneficiaryPreferences.discoverableByEmployers, true),
    filter.camp ? eq(beneficiaries.locationCamp, filter.camp) : undefined,
    filter.minExperience ? gte(experience, filter.minExperience) : undefined,
    ...filter.skills.map(hasSkill),
  ) as SQL;
}

export async function searchCandidates(db: Database, filter: CandidateFilter, page: number, pageSize: number) {
  const rowsQuery = db
    .select({
      id: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      camp: beneficiaries.locationCamp,
      profileSkills: beneficiaries.skills,
      skillAreas: skillAssessments.skillAreas,
      experienceYears: experience,
    })
    .from(beneficiaries)
    .innerJoin(beneficiaryPreferences, eq(beneficiaryPreferences.beneficiaryId, beneficiaries.id))
    .leftJoin(skillAssessments, eq(skillAssessments.beneficiaryId, beneficiaries.id))
    .where(where(filter))
    .orderBy(desc(experience), asc(beneficiaries.firstName), asc(beneficiaries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const countQuery = db
    .select({ total: count() })
    .from(beneficiaries)
    .innerJoin(beneficiaryPreferences, eq(beneficiaryPreferences.beneficiaryId, beneficiaries.id))
    .leftJoin(skillAssessments, eq(skillAssessments.beneficiaryId, beneficiaries.id))
    .where(where(filter));
  const [rows, counted] = await Promise.all([rowsQuery, countQuery]);
  return { rows, total: toCount(counted[0]?.total) };
}

export async function isDiscoverable(db: Database, beneficiaryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: beneficiaryPreferences.beneficiaryId })
    .from(beneficiaryPreferences)
    .where(
      and(
        eq(beneficiaryPreferences.beneficiaryId, beneficiaryId),
        eq(beneficiaryPreferences.discoverableByEmployers, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findCompanyJob(db: Database, companyId: string, jobId: string) {
  const [row] = await db
    .select({ id: jobPostings.id, status: jobPostings.status })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, jobId), eq(jobPostings.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** Null when this person was already invited to this posting (one invitation per job and person). */
export async function insertInvitation(
  db: Database,
  values: { jobId: string; beneficiaryId: string; message: string | null },
) {
  const [row] = await db.insert(jobInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listInvitedJobIds(db: Database, companyId: string, beneficiaryIds: string[]) {
  if (beneficiaryIds.length === 0) return [];
  return db
    .select({ beneficiaryId: jobInvitations.beneficiaryId, jobId: jobInvitations.jobId })
    .from(jobInvitations)
    .innerJoin(jobPostings, eq(jobPostings.id, jobInvitations.jobId))
    .where(and(eq(jobPostings.companyId, companyId), inArray(jobInvitations.beneficiaryId, beneficiaryIds)));
}
