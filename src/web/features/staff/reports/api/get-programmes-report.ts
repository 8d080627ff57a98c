import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectStatus, ProjectType } from '@domain/projects';
import { apiFetch } from '@web/lib/api';
import { periodQuery, type ReportPeriod } from '../report-period';

export interface ProgrammeCounts {
  target: number;
  /** Enrolments made in the period and not withdrawn. */
  enrolled: number;
  completed: number;
  withdrawn: number;
  /** Whole percent; null when there is nothing to divide by. */
  completionRate: number | null;
  attendanceTaken: number;
  attendancePresent: number;
  attendanceRate: number | null;
  /** Whole USD. */
  budget: number;
  spent: number;
}

export interface ProjectRow extends ProgrammeCounts {
  projectId: string;
  code: string;
  name: string;
  partner: string;
  type: ProjectType;
  location: string;
  status: ProjectStatus;
}

/** GET /api/v1/staff/reports/programmes: the projects running in the period. */
export interface ProgrammesReport {
  byProject: ProjectRow[];
  byPartner: (ProgrammeCounts & { partner: string; projects: number })[];
  totals: ProgrammeCounts & { projects: number };
}

export const programmesReportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['staff', 'reports', 'programmes', period.from, period.to, period.camp],
    queryFn: () => apiFetch<ProgrammesReport>(`/api/v1/staff/reports/programmes?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

export function useProgrammesReport(period: ReportPeriod) {
  return useQuery(programmesReportQuery(period));
}
