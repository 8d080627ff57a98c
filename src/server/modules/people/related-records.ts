import type { StaffScope } from '@domain/organisations';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import type { Database } from '@server/db/client';
import { findAccountEmail, type BeneficiaryRow } from './person-queries';
import {
  listApplications,
  listDocuments,
  listEnrolments,
  listHouseholdMembers,
  listOpenDuplicateAlerts,
  listPayments,
} from './related-record-queries';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything around the person that the detail page shows, loaded side by side. The people around them
 * (household members, the other side of an alert) follow the reader's scope.
 */
export async function loadRelatedRecords(
  db: Database,
  row: BeneficiaryRow,
  language: string,
  scope: StaffScope,
): Promise<Omit<BeneficiaryRecord, 'person'>> {
  const [accountEmail, household, applications, enrolments, documents, payments, alerts] = await Promise.all([
    row.userId ? findAccountEmail(db, row.userId) : null,
    row.householdId ? listHouseholdMembers(db, row.id, row.householdId, scope) : { members: [], outsideScope: 0 },
    listApplications(db, row.id, language),
    listEnrolments(db, row.id),
    listDocuments(db, row.id),
    listPayments(db, row.id),
    listOpenDuplicateAlerts(db, row.id, scope),
  ]);
  return {
    profile: {
      email: row.email,
      alternativePhone: row.alternativePhone,
      locationUrbanArea: row.locationUrbanArea,
      educationLevel: row.educationLevel,
      employmentStatus: row.employmentStatus,
      householdSize: row.householdSize,
      monthlyIncome: row.monthlyIncome,
      emergencyContactName: row.emergencyContactName,
      emergencyContactPhone: row.emergencyContactPhone,
    },
    portalAccountEmail: accountEmail,
    household: household.members,
    householdOutsideScope: household.outsideScope,
    applications: applications.map((application) => ({ ...application, appliedAt: iso(application.appliedAt) })),
    enrolments: enrolments.map((enrolment) => ({
      ...enrolment,
      enrolledAt: enrolment.enrolledAt.toISOString(),
      completedAt: iso(enrolment.completedAt),
      withdrawnAt: iso(enrolment.withdrawnAt),
    })),
    documents: documents.map((document) => ({ ...document, uploadedAt: document.uploadedAt.toISOString() })),
    payments: {
      ...payments,
      items: payments.items.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    },
    duplicateAlerts: alerts.map((alert) => ({
      id: alert.id,
      otherPersonId: alert.otherPersonId,
      otherName: `${alert.otherFirstName} ${alert.otherLastName}`,
      otherProgresId: alert.otherProgresId,
      otherBirthYear: alert.otherDateOfBirth ? Number(alert.otherDateOfBirth.slice(0, 4)) : null,
      otherCamp: alert.otherCamp,
      otherLimited: !alert.otherInScope,
      riskScore: alert.riskScore,
      status: alert.status,
    })),
  };
}
