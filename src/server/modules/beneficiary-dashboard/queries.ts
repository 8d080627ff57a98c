import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import {
  ACTIVE_APPLICATION_STATUSES,
  ACTIVE_BUSINESS_STATUSES,
  DASHBOARD_FETCH_LIMIT,
} from '@domain/beneficiary-dashboard';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaryBusinesses,
  beneficiaryMessages,
  paymentRecords,
  programApplications,
  programmes,
} from '@server/db/schema';
import { visibleToBeneficiary } from '@server/modules/payments';

/** Unread is what staff sent that the person has not opened; their own replies never count. */
const unreadByPerson = (beneficiaryId: string) =>
  and(
    eq(beneficiaryMessages.beneficiaryId, beneficiaryId),
    eq(beneficiaryMessages.direction, 'to_beneficiary'),
    eq(beneficiaryMessages.readStatus, false),
  );

export async function dashboardCounts(db: Database, beneficiaryId: string) {
  const [applications, payments, messages, businesses] = await Promise.all([
    db
      .select({ total: count() })
      .from(programApplications)
      .where(
        and(
          eq(programApplications.beneficiaryId, beneficiaryId),
          inArray(programApplications.status, [...ACTIVE_APPLICATION_STATUSES]),
        ),
      ),
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
    db.select({ total: count() }).from(beneficiaryMessages).where(unreadByPerson(beneficiaryId)),
    db
      .select({ total: count() })
      .from(beneficiaryBusinesses)
      .where(
        and(
          eq(beneficiaryBusinesses.beneficiaryId, beneficiaryId),
          inArray(beneficiaryBusinesses.status, [...ACTIVE_BUSINESS_STATUSES]),
        ),
      ),
  ]);
  return {
    activeApplications: toCount(applications[0]?.total),
    totalPayments: toCount(payments[0]?.total ?? 0),
    unreadMessages: toCount(messages[0]?.total),
    activeBusinesses: toCount(businesses[0]?.total),
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
