import { and, desc, eq, inArray, ne, not, or, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  beneficiaryDocuments,
  duplicateAlerts,
  paymentRecords,
  programApplications,
  programmes,
  projectEnrolments,
  projects,
} from '@server/db/schema';

/*
 * What the detail page shows around one person. Each list is bounded: a
 * record page never loads an unbounded number of rows.
 */
export const HOUSEHOLD_LIMIT = 50;
export const RECENT_LIMIT = 20;

/** The other members the reader may open; a household can span places, so members outside scope are only counted. */
export async function listHouseholdMembers(db: Database, personId: string, householdId: string, scope: StaffScope) {
  const others = and(eq(beneficiaries.householdId, householdId), ne(beneficiaries.id, personId));
  const [members, [outside]] = await Promise.all([
    db
      .select({
        id: beneficiaries.id,
        progresId: beneficiaries.progresId,
        firstName: beneficiaries.firstName,
        lastName: beneficiaries.lastName,
        dateOfBirth: beneficiaries.dateOfBirth,
        status: beneficiaries.status,
      })
      .from(beneficiaries)
      .where(and(others, personInScope(scope)))
      .orderBy(beneficiaries.dateOfBirth, beneficiaries.id)
      .limit(HOUSEHOLD_LIMIT),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(beneficiaries)
      .where(and(others, not(personInScope(scope)))),
  ]);
  return { members, outsideScope: outside?.count ?? 0 };
}

export function listApplications(db: Database, personId: string, language: string) {
  return db
    .select({
      id: programApplications.id,
      programme: sql<string>`coalesce(${programmes.content} -> ${language} ->> 'name', ${programmes.content} -> 'en' ->> 'name')`,
      status: programApplications.status,
      appliedAt: programApplications.applicationDate,
    })
    .from(programApplications)
    .innerJoin(programmes, eq(programmes.id, programApplications.programId))
    .where(eq(programApplications.beneficiaryId, personId))
    .orderBy(desc(programApplications.createdAt))
    .limit(RECENT_LIMIT);
}

export function listEnrolments(db: Database, personId: string) {
  return db
    .select({
      id: projectEnrolments.id,
      projectId: projects.id,
      code: projects.code,
      name: projects.name,
      status: projectEnrolments.status,
      enrolledAt: projectEnrolments.enrolledAt,
      completedAt: projectEnrolments.completedAt,
      withdrawnAt: projectEnrolments.withdrawnAt,
    })
    .from(projectEnrolments)
    .innerJoin(projects, eq(projects.id, projectEnrolments.projectId))
    .where(eq(projectEnrolments.beneficiaryId, personId))
    .orderBy(desc(projectEnrolments.enrolledAt))
    .limit(RECENT_LIMIT);
}

/** Metadata only: the file itself is never linked from the staff record. */
export function listDocuments(db: Database, personId: string) {
  return db
    .select({
      id: beneficiaryDocuments.id,
      type: beneficiaryDocuments.documentType,
      name: beneficiaryDocuments.documentName,
      status: beneficiaryDocuments.status,
      expiresOn: beneficiaryDocuments.expiryDate,
      uploadedAt: beneficiaryDocuments.uploadedAt,
    })
    .from(beneficiaryDocuments)
    .where(eq(beneficiaryDocuments.beneficiaryId, personId))
    .orderBy(desc(beneficiaryDocuments.uploadedAt))
    .limit(RECENT_LIMIT);
}

export async function listPayments(db: Database, personId: string) {
  const mine = eq(paymentRecords.beneficiaryId, personId);
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: paymentRecords.id,
        amount: paymentRecords.amount,
        method: paymentRecords.paymentMethod,
        status: paymentRecords.status,
        reference: paymentRecords.paymentReference,
        createdAt: paymentRecords.createdAt,
      })
      .from(paymentRecords)
      .where(mine)
      .orderBy(desc(paymentRecords.createdAt))
      .limit(RECENT_LIMIT),
    db
      .select({
        count: sql<number>`count(*)::int`,
        totalAmount: sql<number>`coalesce(sum(${paymentRecords.amount}), 0)::int`,
        totalPaid: sql<number>`coalesce(sum(${paymentRecords.amount}) filter (where ${paymentRecords.status} = 'completed'), 0)::int`,
      })
      .from(paymentRecords)
      .where(mine),
  ]);
  return { items, count: totals?.count ?? 0, totalAmount: totals?.totalAmount ?? 0, totalPaid: totals?.totalPaid ?? 0 };
}

/**
 * Open alerts (pending or under review) where the person is either side, with the other person. Duplicates are
 * found across the whole registry, so the other person may be outside the reader's scope: `otherInScope` says
 * whether more than the limited view (name, birth year, camp, ProGres ID) may be shown.
 */
export function listOpenDuplicateAlerts(db: Database, personId: string, scope?: StaffScope) {
  const otherId = sql<string>`case when ${duplicateAlerts.beneficiaryAId} = ${personId} then ${duplicateAlerts.beneficiaryBId} else ${duplicateAlerts.beneficiaryAId} end`;
  return db
    .select({
      id: duplicateAlerts.id,
      otherPersonId: beneficiaries.id,
      otherFirstName: beneficiaries.firstName,
      otherLastName: beneficiaries.lastName,
      otherProgresId: beneficiaries.progresId,
      otherDateOfBirth: beneficiaries.dateOfBirth,
      otherCamp: beneficiaries.locationCamp,
      otherInScope: scope ? sql<boolean>`(${personInScope(scope)})` : sql<boolean>`true`,
      riskScore: duplicateAlerts.riskScore,
      status: duplicateAlerts.status,
    })
    .from(duplicateAlerts)
    .innerJoin(beneficiaries, eq(beneficiaries.id, otherId))
    .where(
      and(
        or(eq(duplicateAlerts.beneficiaryAId, personId), eq(duplicateAlerts.beneficiaryBId, personId)),
        inArray(duplicateAlerts.status, ['pending', 'reviewing']),
      ),
    )
    .orderBy(desc(duplicateAlerts.riskScore))
    .limit(RECENT_LIMIT);
}
