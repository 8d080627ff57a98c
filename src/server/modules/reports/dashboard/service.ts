import { CAMPS } from '@domain/beneficiary-profile';
import type { CurrentUser } from '@domain/me';
import { completionRate, PROJECT_TYPES, percentOf, type ProjectType } from '@domain/projects';
import type { Camp } from '@domain/registry';
import { periodStart, sharesOf, type DashboardPeriod } from '@domain/staff-dashboard';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import {
  countAttendance,
  countAudiences,
  countBeneficiariesByCamp,
  countBeneficiariesRegisteredSince,
  countPendingDuplicateAlerts,
  sumExpenditures,
  summariseEnrolmentsByType,
  summariseProjectsByPartner,
  registrySyncStatus,
} from './queries';

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** The four camps always, in the spec's order; 'not recorded' only when someone has no known camp. */
function geography(byCamp: { camp: string | null; count: number }[]) {
  const counted = new Map<Camp | null, number>();
  for (const row of byCamp) {
    const camp = (CAMPS as readonly string[]).includes(row.camp ?? '') ? (row.camp as Camp) : null;
    counted.set(camp, (counted.get(camp) ?? 0) + row.count);
  }
  const camps: (Camp | null)[] = [...CAMPS];
  if ((counted.get(null) ?? 0) > 0) camps.push(null);
  const counts = camps.map((camp) => counted.get(camp) ?? 0);
  const percents = sharesOf(counts);
  return camps.map((camp, index) => ({ camp, count: counts[index]!, percent: percents[index]! }));
}

function enrolledByType(rows: { type: ProjectType; participating: number }[]) {
  return PROJECT_TYPES.map((type) => ({ type, count: rows.find((row) => row.type === type)?.participating ?? 0 }));
}

/**
 * The staff landing page: counts and sums only, never a person's data, so any
 * approved staff member reads it and no audit entry is written.
 */
export async function staffDashboard(
  db: Database,
  user: CurrentUser | null,
  period: DashboardPeriod,
  now = new Date(),
) {
  const scope = staffScope(requirePortal(user, 'staff'));
  const since = periodStart(period, now);
  const [byCamp, registered, partners, spent, enrolments, attendance, pendingDuplicates, audiences, registrySync] =
    await Promise.all([
      countBeneficiariesByCamp(db, scope),
      countBeneficiariesRegisteredSince(db, scope, since),
      summariseProjectsByPartner(db, scope, since),
      sumExpenditures(db, scope),
      summariseEnrolmentsByType(db, scope, since),
      countAttendance(db, scope),
      countPendingDuplicateAlerts(db, scope),
      countAudiences(db, scope),
      registrySyncStatus(db),
    ]);
  const budget = sum(partners, (row) => row.budget);
  const participating = sum(enrolments, (row) => row.participating);
  const completed = sum(enrolments, (row) => row.completed);
  const withdrawn = sum(enrolments, (row) => row.withdrawn);
  return {
    period,
    periodStart: since.toISOString(),
    stats: {
      totalBeneficiaries: { value: sum(byCamp, (row) => row.count), delta: registered },
      activeProjects: { value: sum(partners, (row) => row.active), delta: sum(partners, (row) => row.createdSince) },
      totalBudget: { value: budget, spent, percentUtilised: percentOf(spent, budget) },
      programCompletions: { value: completed, delta: sum(enrolments, (row) => row.completedSince) },
    },
    alerts: { pendingDuplicates },
    // The ProGres sync is the lead agency's: a partner's officer is not shown the pending import.
    registrySync: scope.wholeRegistry ? registrySync : { ...registrySync, pendingImportId: null, pendingUpdates: null },
    geography: geography(byCamp),
    performance: {
      participating,
      completed,
      withdrawn,
      completionRate: completionRate(completed, withdrawn),
      attendanceTaken: attendance.taken,
      attendancePresent: attendance.present,
      attendanceRate: percentOf(attendance.present, attendance.taken),
      enrolledByType: enrolledByType(enrolments),
    },
    partners: partners.map((row) => ({ partner: row.partner, projects: row.projects, activeProjects: row.active })),
    audiences,
  };
}
