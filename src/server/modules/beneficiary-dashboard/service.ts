import type { BeneficiaryDashboard } from '@domain/beneficiary-dashboard';
import type { CurrentUser } from '@domain/me';
import { profileCompletion } from '@domain/profile-completion';
import type { Database } from '@server/db/client';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { dashboardCounts, recentApplications, recentPayments, unreadMessages } from './queries';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Everything the dashboard tab shows, for the signed-in beneficiary only. */
export async function loadDashboard(
  db: Database,
  user: CurrentUser | null,
  language: string,
): Promise<BeneficiaryDashboard> {
  const person = await loadOwnBeneficiary(db, user);
  const [{ stats, verifiedDocuments, skillsAssessed }, applications, payments, messages] = await Promise.all([
    dashboardCounts(db, person.id),
    recentApplications(db, person.id, language),
    recentPayments(db, person.id),
    unreadMessages(db, person.id),
  ]);
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    stats,
    recentApplications: applications.map((a) => ({
      ...a,
      applicationDate: iso(a.applicationDate),
      createdAt: a.createdAt.toISOString(),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      paymentMethod: p.paymentMethod,
      paymentReference: p.paymentReference,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    unreadMessages: messages.map((m) => ({
      id: m.id,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    profileStatus: profileCompletion({ ...person, skillsAssessed, verifiedDocuments }),
  };
}
