import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { CAMPS } from '@domain/beneficiary-profile';
import {
  SELECTION_AGE_BAND_STARTS,
  type SelectionAgeBand,
  type SelectionGenderGroup,
} from '@domain/programme-selection-report';
import type { Camp } from '@domain/registry';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, programApplications, programmes } from '@server/db/schema';
import { applicationInScope, type ScopedRange } from './report-scope';

export interface ApplicationsScope extends ScopedRange {
  camp?: Camp;
  programmeId?: string;
}

const application = programApplications;
/** Applications submitted before the submission day was recorded fall back to their creation. */
const appliedAt = sql`coalesce(${application.applicationDate}, ${application.createdAt})`;

function countedApplications(scope: ApplicationsScope): SQL | undefined {
  return and(
    ne(application.status, 'draft'),
    scope.from ? gte(appliedAt, scope.from) : undefined,
    scope.before ? lt(appliedAt, scope.before) : undefined,
    scope.camp ? eq(beneficiaries.locationCamp, scope.camp) : undefined,
    scope.programmeId ? eq(application.programId, scope.programmeId) : undefined,
    applicationInScope(scope.staff, { programmeId: application.programId, beneficiaryId: application.beneficiaryId }),
  );
}

/* Constants of ours inlined (not bound) so GROUP BY matches the selected expression exactly. */
const inlineList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const knownCamp = sql<Camp | null>`case when ${beneficiaries.locationCamp} in (${inlineList(CAMPS)}) then ${beneficiaries.locationCamp} end`;
const genderGroup = sql<SelectionGenderGroup>`case when ${beneficiaries.gender} in ('female', 'male') then ${beneficiaries.gender} else 'other' end`;

/** Whole years between the birthday and the Kenyan day of application (East Africa Time, +03:00 all year). */
const ageOnApplication = sql`extract(year from age(((${appliedAt} at time zone 'UTC') + interval '3 hours')::date, ${beneficiaries.dateOfBirth}))`;
const ageBand = sql<SelectionAgeBand>`case when ${beneficiaries.dateOfBirth} is null then 'unknown' ${sql.join(
  [...SELECTION_AGE_BAND_STARTS]
    .reverse()
    .map(({ band, from }) => sql`when ${ageOnApplication} >= ${sql.raw(String(from))} then ${sql.raw(`'${band}'`)}`),
  sql` `,
)} else 'unknown' end`;

const count = (condition: SQL) => sql<unknown>`count(*) filter (where ${condition})`;
const isOpen = sql`${application.status} in ('submitted', 'under_review')`;
const isSelected = sql`${application.selectedAt} is not null and ${application.status} <> 'withdrawn'`;

/**
 * One grouped query: the counts of every programme, camp, gender group and age band with at least one
 * submitted application in scope. The service sums the groups into the report's rows.
 */
export async function countApplicationsByGroup(db: Database, scope: ApplicationsScope) {
  const rows = await db
    .select({
      programmeId: programmes.id,
      content: programmes.content,
      camp: knownCamp,
      gender: genderGroup,
      band: ageBand,
      applications: sql<unknown>`count(*)`,
      eligible: count(sql`${application.eligible} is true`),
      ineligible: count(sql`${application.eligible} is false`),
      selected: count(isSelected),
      waiting: count(sql`${application.eligible} is true and ${isOpen} and ${application.selectedAt} is null`),
      withdrawn: count(sql`${application.status} = 'withdrawn'`),
    })
    .from(application)
    .innerJoin(beneficiaries, eq(beneficiaries.id, application.beneficiaryId))
    .innerJoin(programmes, eq(programmes.id, application.programId))
    .where(countedApplications(scope))
    // programmes.id is the key, so its position and content may be selected without grouping by them.
    .groupBy(programmes.id, knownCamp, genderGroup, ageBand)
    .orderBy(programmes.position, programmes.id);
  return rows.map((row) => ({
    programmeId: row.programmeId,
    content: row.content,
    camp: row.camp,
    gender: row.gender,
    band: row.band,
    counts: {
      applications: toCount(row.applications),
      eligible: toCount(row.eligible),
      ineligible: toCount(row.ineligible),
      selected: toCount(row.selected),
      waiting: toCount(row.waiting),
      withdrawn: toCount(row.withdrawn),
    },
  }));
}
