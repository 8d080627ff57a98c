/** Shapes of GET /api/v1/staff/projects and its sub-resources: the server's own contract. */
export type { Page } from '@domain/paging';
export type {
  AttendanceSheet,
  EnrolledPerson,
  Expenditure,
  ProjectActivity,
  ProjectDetails,
  ProjectsOverview,
  ProjectSummary,
} from '@domain/project-views';

/** Every query of this feature starts with this key, so a write can refresh them all at once. */
export const PROJECTS_KEY = ['staff', 'projects'] as const;

export const projectPath = (projectId: string) => `/api/v1/staff/projects/${encodeURIComponent(projectId)}`;
