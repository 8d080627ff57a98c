import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { countByProject } from './programme-queries';
import { toRange, type ReportFilter } from './report-range';

interface ProgrammeCounts {
  target: number;
  enrolled: number;
  completed: number;
  withdrawn: number;
  attendanceTaken: number;
  attendancePresent: number;
  budget: number;
  spent: number;
}

/** A rate in whole percent; null when there is nothing to divide by (no enrolment, no attendance taken). */
function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/** Completion rate as everywhere (see completionRate in domain/projects.ts); null when nobody has finished or left yet. */
function withRates<T extends ProgrammeCounts>(row: T) {
  return {
    ...row,
    completionRate: rate(row.completed, row.completed + row.withdrawn),
    attendanceRate: rate(row.attendancePresent, row.attendanceTaken),
  };
}

function emptyCounts(): ProgrammeCounts {
  return {
    target: 0,
    enrolled: 0,
    completed: 0,
    withdrawn: 0,
    attendanceTaken: 0,
    attendancePresent: 0,
    budget: 0,
    spent: 0,
  };
}

const COUNT_KEYS = Object.keys(emptyCounts()) as (keyof ProgrammeCounts)[];

function add(into: ProgrammeCounts, row: ProgrammeCounts) {
  for (const key of COUNT_KEYS) into[key] += row[key];
}

/**
 * Projects running in the period (optionally in one camp) with the enrolments,
 * completions, attendance and spending of the period, summed by partner from
 * the project rows (a few dozen, counts only: no audit entry).
 */
export async function programmesReport(db: Database, user: CurrentUser | null, filter: ReportFilter) {
  const staff = staffScope(requirePortal(user, 'staff'));
  const projects = await countByProject(db, {
    ...toRange(filter),
    staff,
    fromDay: filter.from,
    toDay: filter.to,
    camp: filter.camp,
  });
  const partners = new Map<string, ProgrammeCounts & { projects: number }>();
  const totals = { ...emptyCounts(), projects: projects.length };
  for (const project of projects) {
    const partner = partners.get(project.partner) ?? { ...emptyCounts(), projects: 0 };
    add(partner, project);
    partner.projects += 1;
    partners.set(project.partner, partner);
    add(totals, project);
  }
  return {
    byProject: projects.map(withRates),
    byPartner: [...partners].map(([partner, counts]) => withRates({ partner, ...counts })),
    totals: withRates(totals),
  };
}
