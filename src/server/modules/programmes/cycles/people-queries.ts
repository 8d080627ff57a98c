import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PersonFacts } from '@domain/programmes/cycles-entitlements';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { beneficiaries, beneficiaryDocuments, cycleVerificationVisits, projectEnrolments } from '@server/db/schema';

/*
 * A cycle's people (everyone ever enrolled in its project: a withdrawn person is listed as held, not hidden)
 * and the facts their entitlements are judged on.
 */

export interface CohortPerson {
  beneficiaryId: string;
  firstName: string;
  lastName: string;
  progresId: string | null;
  camp: string | null;
  phoneNumber: string | null;
  enrolmentStatus: string;
  mergedIntoId: string | null;
}

export async function cohortOf(
  db: Database,
  projectId: string,
  personCondition: SQL | undefined,
): Promise<CohortPerson[]> {
  return db
    .select({
      beneficiaryId: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      progresId: beneficiaries.progresId,
      camp: beneficiaries.locationCamp,
      phoneNumber: beneficiaries.phoneNumber,
      enrolmentStatus: projectEnrolments.status,
      mergedIntoId: beneficiaries.mergedIntoId,
    })
    .from(projectEnrolments)
    .innerJoin(beneficiaries, eq(beneficiaries.id, projectEnrolments.beneficiaryId))
    .where(and(eq(projectEnrolments.projectId, projectId), personCondition))
    .orderBy(beneficiaries.lastName, beneficiaries.firstName, beneficiaries.id);
}

interface AttendanceRow {
  beneficiaryId: string;
  month: string;
  taken: number | string;
  attended: number | string;
}

/** Each person's facts for the cycle, read in three queries whatever the size of the cohort. */
export async function factsOf(
  db: Database,
  cycle: { id: string; projectId: string; startsOn: string; endsOn: string },
  people: CohortPerson[],
): Promise<Map<string, PersonFacts>> {
  const facts = new Map<string, PersonFacts>(
    people.map((person) => [
      person.beneficiaryId,
      {
        // A completed enrolment still earns what the plan promised; a withdrawn one does not.
        enrolled: person.enrolmentStatus !== 'withdrawn',
        merged: person.mergedIntoId !== null,
        sessionsTaken: 0,
        sessionsAttended: 0,
        attendedByMonth: {},
        verifiedDocumentTypes: [],
        visitRecorded: false,
      },
    ]),
  );
  if (people.length === 0) return facts;
  const ids = people.map((person) => person.beneficiaryId);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const attendance = await rawRows<AttendanceRow>(
    db,
    sql`select aa.beneficiary_id as "beneficiaryId", to_char(pa.activity_date, 'YYYY-MM') as month,
          count(*) as taken, count(*) filter (where aa.present) as attended
        from activity_attendance aa join project_activities pa on pa.id = aa.activity_id
        where pa.project_id = ${cycle.projectId}::uuid and aa.beneficiary_id in (${idList})
          and pa.activity_date between ${cycle.startsOn}::date and ${cycle.endsOn}::date
        group by 1, 2`,
  );
  for (const row of attendance) {
    const person = facts.get(row.beneficiaryId)!;
    person.sessionsTaken += Number(row.taken);
    person.sessionsAttended += Number(row.attended);
    person.attendedByMonth[row.month] = Number(row.attended);
  }
  const documents = await db
    .selectDistinct({ beneficiaryId: beneficiaryDocuments.beneficiaryId, type: beneficiaryDocuments.documentType })
    .from(beneficiaryDocuments)
    .where(and(inArray(beneficiaryDocuments.beneficiaryId, ids), eq(beneficiaryDocuments.status, 'verified')));
  for (const row of documents) facts.get(row.beneficiaryId)!.verifiedDocumentTypes.push(row.type);
  const visits = await db
    .selectDistinct({ beneficiaryId: cycleVerificationVisits.beneficiaryId })
    .from(cycleVerificationVisits)
    .where(and(eq(cycleVerificationVisits.cycleId, cycle.id), inArray(cycleVerificationVisits.beneficiaryId, ids)));
  for (const row of visits) facts.get(row.beneficiaryId)!.visitRecorded = true;
  return facts;
}
