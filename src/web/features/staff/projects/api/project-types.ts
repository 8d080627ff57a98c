import type { EnrolmentStatus, ProjectStatus, ProjectType } from '@domain/projects';

/** Shapes of GET /api/v1/staff/projects and its sub-resources. Money is whole USD. */

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface ProjectSummary {
  id: string;
  code: string;
  name: string;
  partner: string;
  type: ProjectType;
  location: string;
  startDate: string;
  endDate: string;
  status: ProjectStatus;
  targetBeneficiaries: number;
  enrolled: number;
  completed: number;
  budget: number;
  spent: number;
  completionRate: number;
  enrolmentRate: number;
  percentSpent: number;
  attendanceRate: number;
}

export interface ProjectDetails extends ProjectSummary {
  description: string | null;
  programmeId: string | null;
  present: number;
  attendanceTaken: number;
}

export interface ProjectsOverview {
  activeProjects: number;
  totalBudget: number;
  totalSpent: number;
  percentSpent: number;
  beneficiariesServed: number;
  completionRate: number;
}

export interface EnrolledPerson {
  id: string;
  beneficiaryId: string;
  status: EnrolmentStatus;
  enrolledAt: string;
  completedAt: string | null;
  withdrawnAt: string | null;
  withdrawalReason: string | null;
  firstName: string;
  lastName: string;
  progresId: string | null;
  location: string | null;
}

export interface ProjectActivity {
  id: string;
  projectId: string;
  title: string;
  activityDate: string;
  startTime: string | null;
  place: string;
  description: string | null;
  present: number;
  attendanceTaken: number;
  attendanceRate: number;
}

export interface AttendanceSheet {
  activity: ProjectActivity;
  project: { id: string; code: string; name: string };
  items: {
    beneficiaryId: string;
    firstName: string;
    lastName: string;
    progresId: string | null;
    attendance: 'present' | 'absent' | null;
  }[];
}

export interface Expenditure {
  id: string;
  amount: number;
  description: string;
  spentOn: string;
  createdAt: string;
  recordedBy: string | null;
}

/** Every query of this feature starts with this key, so a write can refresh them all at once. */
export const PROJECTS_KEY = ['staff', 'projects'] as const;

export const projectPath = (projectId: string) => `/api/v1/staff/projects/${encodeURIComponent(projectId)}`;
