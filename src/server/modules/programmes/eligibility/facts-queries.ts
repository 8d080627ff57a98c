import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { EligibilityFacts } from '@domain/programmes/eligibility-rules';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  beneficiaryDocuments,
  householdMembers,
  households,
  programApplications,
} from '@server/db/schema';

/** Approved or completed applications count as having been enrolled in the programme. */
const ENROLLED_STATUSES = ['approved', 'completed'] as const;

interface PersonRow {
  id: string;
  dateOfBirth: string | null;
  camp: string | null;
  nationality: string | null;
  gender: string | null;
  householdSize: number;
  monthlyIncome: number;
  vulnerabilityScore: number | null;
  progresId: string | null;
  status: string;
}

function persons(db: Database, ids: string[]): Promise<PersonRow[]> {
  return db
    .select({
      id: beneficiaries.id,
      dateOfBirth: beneficiaries.dateOfBirth,
      camp: beneficiaries.locationCamp,
      nationality: beneficiaries.nationality,
      gender: beneficiaries.gender,
      householdSize: beneficiaries.householdSize,
      monthlyIncome: beneficiaries.monthlyIncome,
      vulnerabilityScore: beneficiaries.vulnerabilityScore,
      progresId: beneficiaries.progresId,
      status: beneficiaries.status,
    })
    .from(beneficiaries)
    .where(inArray(beneficiaries.id, ids));
}

/** The household each person currently belongs to (one current membership per person). */
function currentHouseholds(db: Database, ids: string[]) {
  return db
    .select({
      beneficiaryId: householdMembers.beneficiaryId,
      size: households.size,
      monthlyIncome: households.monthlyIncome,
    })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(and(inArray(householdMembers.beneficiaryId, ids), isNull(householdMembers.leftAt)));
}

function verifiedDocuments(db: Database, ids: string[]) {
  return db
    .selectDistinct({
      beneficiaryId: beneficiaryDocuments.beneficiaryId,
      documentType: beneficiaryDocuments.documentType,
    })
    .from(beneficiaryDocuments)
    .where(and(inArray(beneficiaryDocuments.beneficiaryId, ids), eq(beneficiaryDocuments.status, 'verified')));
}

function approvals(db: Database, ids: string[]) {
  return db
    .select({
      beneficiaryId: programApplications.beneficiaryId,
      programmeId: programApplications.programId,
      reviewedAt: programApplications.reviewedAt,
      selectedAt: programApplications.selectedAt,
      updatedAt: programApplications.updatedAt,
    })
    .from(programApplications)
    .where(
      and(inArray(programApplications.beneficiaryId, ids), inArray(programApplications.status, [...ENROLLED_STATUSES])),
    );
}

function groupBy<T extends { beneficiaryId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.beneficiaryId);
    if (list) list.push(row);
    else grouped.set(row.beneficiaryId, [row]);
  }
  return grouped;
}

/**
 * What the eligibility rules read about each person, in four queries whatever the number of people. The
 * household's figures come from the household record the person belongs to now; a person in none is
 * judged on the size and income recorded on their own record. People not found are left out of the map.
 */
export async function loadEligibilityFacts(
  db: Database,
  beneficiaryIds: readonly string[],
): Promise<Map<string, EligibilityFacts>> {
  const ids = [...new Set(beneficiaryIds)];
  const facts = new Map<string, EligibilityFacts>();
  if (ids.length === 0) return facts;
  const [people, memberships, documents, enrolments] = await Promise.all([
    persons(db, ids),
    currentHouseholds(db, ids),
    verifiedDocuments(db, ids),
    approvals(db, ids),
  ]);
  const householdOf = new Map(memberships.map((row) => [row.beneficiaryId, row]));
  const documentsOf = groupBy(documents);
  const enrolmentsOf = groupBy(enrolments);
  for (const person of people) {
    const household = householdOf.get(person.id);
    facts.set(person.id, {
      dateOfBirth: person.dateOfBirth,
      camp: person.camp,
      nationality: person.nationality,
      gender: person.gender,
      household: household
        ? { size: household.size, monthlyIncome: household.monthlyIncome }
        : { size: person.householdSize, monthlyIncome: person.monthlyIncome },
      vulnerabilityScore: person.vulnerabilityScore,
      verifiedDocumentTypes: (documentsOf.get(person.id) ?? []).map((row) => row.documentType),
      enrolments: (enrolmentsOf.get(person.id) ?? []).map((row) => ({
        programmeId: row.programmeId,
        approvedAt: (row.reviewedAt ?? row.selectedAt ?? row.updatedAt).toISOString(),
      })),
      registered: person.progresId !== null && person.status === 'active',
    });
  }
  return facts;
}
