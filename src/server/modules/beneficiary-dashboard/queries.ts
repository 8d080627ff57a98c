import { and, count, desc, eq, inArray, sql, sum, type SQLWrapper } from 'drizzle-orm';
import {
  ACTIVE_APPLICATION_STATUSES,
  ACTIVE_BUSINESS_STATUSES,
  DASHBOARD_FETCH_LIMIT,
} from '@domain/beneficiary-dashboard';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaries,
  beneficiaryBusinesses,
  beneficiaryDocuments,
  beneficiaryMessages,
  paymentRecords,
  programApplications,
  programmes,
  skillAssessments,
} from '@server/db/schema';
import { visibleToBeneficiary } from '@server/modules/payments';

/** Unread is what staff sent that the person has not opened; their own replies never count. */
const unreadByPerson = (beneficiaryId: string) =>
  and(
    eq(beneficiaryMessages.beneficiaryId, beneficiaryId),
    eq(beneficiaryMessages.direction, 'to_beneficiary'),
    eq(beneficiaryMessages.readStatus, false),
  );

/** A subquery's single figure as a column of the one counting statement. */
const figure = (subquery: SQLWrapper) => sql<unknown>`(${subquery})`;

/**
 * The dashboard's figures and the two the profile status needs, in one
 * statement of scalar subqueries instead of six round trips.
 */
export async function dashboardCounts(db: Database, beneficiaryId: string) {
  const [row] = await db
    .select({
      activeApplications: figure(
        db
          .select({ total: count() })
          .from(programApplications)
          .where(
            and(
              eq(programApplications.beneficiaryId, beneficiaryId),
              inArray(programApplications.status, [...ACTIVE_APPLICATION_STATUSES]),
            ),
          ),
      ),
      totalPayments: figure(
        db
          .select({ total: sum(paymentRecords.amount) })
          .from(paymentRecords)
          .where(
            and(
              eq(paymentRecords.beneficiaryId, beneficiaryId),
              eq(paymentRecords.status, 'completed'),
              visibleToBeneficiary,
            ),
          ),
      ),
      unreadMessages: figure(
        db.select({ total: count() }).from(beneficiaryMessages).where(unreadByPerson(beneficiaryId)),
      ),
      activeBusinesses: figure(
        db
          .select({ total: count() })
          .from(beneficiaryBusinesses)
          .where(
            and(
              eq(beneficiaryBusinesses.beneficiaryId, beneficiaryId),
              inArray(beneficiaryBusinesses.status, [...ACTIVE_BUSINESS_STATUSES]),
            ),
          ),
      ),
      verifiedDocuments: figure(
        db
          .select({ total: count() })
          .from(beneficiaryDocuments)
          .where(
            and(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId), eq(beneficiaryDocuments.status, 'verified')),
          ),
      ),
      skillsAssessed: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(skillAssessments)
        .where(eq(skillAssessments.beneficiaryId, beneficiaryId))})`,
    })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, beneficiaryId));
  return {
    stats: {
      activeApplications: toCount(row?.activeApplications),
      totalPayments: toCount(row?.totalPayments ?? 0),
      unreadMessages: toCount(row?.unreadMessages),
      activeBusinesses: toCount(row?.activeBusinesses),
    },
    verifiedDocuments: toCount(row?.verifiedDocuments),
    skillsAssessed: row?.skillsAssessed === true,
  };
}

/** Newest first, with the programme's name in the reader's language (English when missing). */
export function recentApplications(db: Database, beneficiaryId: string, language: string) {
  return db
    .select({
      id: programApplications.id,
      programId: programApplications.programId,
      programName: sql<string>`coalesce(${programmes.content} -> ${language} ->> 'name', ${programmes.content} -> 'en' ->> 'name')`,
      status: programApplications.status,
      completionPercentage: programApplications.completionPercentage,
      applicationDate: programApplications.applicationDate,
      createdAt: programApplications.createdAt,
    })
    .from(programApplications)
    .innerJoin(programmes, eq(programmes.id, programApplications.programId))
    .where(eq(programApplications.beneficiaryId, beneficiaryId))
    .orderBy(desc(programApplications.createdAt))
    .limit(DASHBOARD_FETCH_LIMIT);
}

export function recentPayments(db: Database, beneficiaryId: string) {
  return db
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.beneficiaryId, beneficiaryId), visibleToBeneficiary))
    .orderBy(desc(paymentRecords.createdAt))
    .limit(DASHBOARD_FETCH_LIMIT);
}

export function unreadMessages(db: Database, beneficiaryId: string) {
  return db
    .select()
    .from(beneficiaryMessages)
    .where(unreadByPerson(beneficiaryId))
    .orderBy(desc(beneficiaryMessages.createdAt))
    .limit(DASHBOARD_FETCH_LIMIT);
}
