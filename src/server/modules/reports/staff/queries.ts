import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { CAMPS } from '@domain/beneficiary-profile';
import type { Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaries,
  companies,
  jobApplicationEvents,
  jobApplications,
  jobPostings,
  programApplications,
  programmes,
} from '@server/db/schema';
import type { ScopedRange } from './report-scope';
import { personOfRowInScope, programmeOfRowInScope } from './report-scope';

/** The applications counted: made in the range (on their creation time), by people of one camp when set. */
export interface ApplicationScope extends ScopedRange {
  camp?: Camp;
}

export interface OutcomeCounts {
  applications: number;
  interviews: number;
  hires: number;
}

/** An interview counts once it was scheduled, even if the application moved on since. */
const hadInterview = sql`(${jobApplications.interviewAt} is not null or exists (
  select 1 from ${jobApplicationEvents}
  where ${jobApplicationEvents.applicationId} = ${jobApplications.id} and ${jobApplicationEvents.event} = 'interview_scheduled'))`;

const outcomeColumns = {
  applications: sql<unknown>`count(*)`,
  interviews: sql<unknown>`count(*) filter (where ${hadInterview})`,
  hires: sql<unknown>`count(*) filter (where ${jobApplications.status} = 'hired')`,
};

function toCounts(row: { applications: unknown; interviews: unknown; hires: unknown }): OutcomeCounts {
  return { applications: toCount(row.applications), interviews: toCount(row.interviews), hires: toCount(row.hires) };
}

function inRange(range: ApplicationScope): SQL | undefined {
  return and(
    range.from ? gte(jobApplications.createdAt, range.from) : undefined,
    range.before ? lt(jobApplications.createdAt, range.before) : undefined,
    personOfRowInScope(range.staff, jobApplications.beneficiaryId),
    range.camp
      ? sql`exists (select 1 from ${beneficiaries} where ${beneficiaries.id} = ${jobApplications.beneficiaryId} and ${beneficiaries.locationCamp} = ${range.camp})`
      : undefined,
  );
}

export async function countTotals(db: Database, range: ApplicationScope): Promise<OutcomeCounts> {
  const [row] = await db.select(outcomeColumns).from(jobApplications).where(inRange(range));
  return toCounts(row!);
}

export async function countByEmployer(db: Database, range: ApplicationScope) {
  const rows = await db
    .select({ companyId: companies.id, companyName: companies.companyName, ...outcomeColumns })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(inRange(range))
    .groupBy(companies.id, companies.companyName)
    .orderBy(desc(sql`count(*)`), asc(companies.companyName));
  return rows.map((row) => ({ companyId: row.companyId, companyName: row.companyName, ...toCounts(row) }));
}

/**
 * Codes outside the known camps are reported with the unrecorded ones. The
 * codes are inlined (constants, not input) so GROUP BY matches the selected
 * expression exactly; bound parameters would differ between the two.
 */
const campList = sql.raw(CAMPS.map((camp) => `'${camp}'`).join(', '));
const knownCamp = sql<
  (typeof CAMPS)[number] | null
>`case when ${beneficiaries.locationCamp} in (${campList}) then ${beneficiaries.locationCamp} end`;

export async function countByCamp(db: Database, range: ApplicationScope) {
  const rows = await db
    .select({ camp: knownCamp, ...outcomeColumns })
    .from(jobApplications)
    .innerJoin(beneficiaries, eq(beneficiaries.id, jobApplications.beneficiaryId))
    .where(inRange(range))
    .groupBy(knownCamp)
    .orderBy(asc(knownCamp));
  return rows.map((row) => ({ camp: row.camp, ...toCounts(row) }));
}

/**
 * A person's programmes are those of their approved or completed programme
 * applications; someone in two programmes counts in each, someone in none
 * under a null programme.
 */
export async function countByProgramme(db: Database, range: ApplicationScope, language: string) {
  const enrolments = db
    .selectDistinct({ beneficiaryId: programApplications.beneficiaryId, programId: programApplications.programId })
    .from(programApplications)
    .where(
      and(
        inArray(programApplications.status, ['approved', 'completed']),
        // A programme outside the reader's scope is not named: its people count under "no programme".
        programmeOfRowInScope(range.staff, programApplications.programId),
      ),
    )
    .as('enrolments');
  const name = sql<
    string | null
  >`coalesce(${programmes.content} -> ${language} ->> 'name', ${programmes.content} -> 'en' ->> 'name')`;
  const rows = await db
    .select({ programmeId: programmes.id, programme: name, ...outcomeColumns })
    .from(jobApplications)
    .leftJoin(enrolments, eq(enrolments.beneficiaryId, jobApplications.beneficiaryId))
    .leftJoin(programmes, eq(programmes.id, enrolments.programId))
    .where(inRange(range))
    .groupBy(programmes.id, programmes.content, programmes.position)
    .orderBy(sql`${programmes.position} asc nulls last`, asc(programmes.id));
  return rows.map((row) => ({ programmeId: row.programmeId, programme: row.programme, ...toCounts(row) }));
}
