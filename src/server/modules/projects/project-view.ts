import { projectProgress } from '@domain/project-input';
import type { ProjectCountsRow, ProjectRow } from './project-queries';

/** A project in the list and on its page: its fields, its counts and its rates. */
export function toProjectSummary(project: ProjectRow, figures: ProjectCountsRow) {
  const progress = projectProgress({
    ...figures,
    targetBeneficiaries: project.targetBeneficiaries,
    budget: project.budget,
  });
  return {
    id: project.id,
    code: project.code,
    name: project.name,
    partner: project.partner,
    type: project.type,
    location: project.location,
    startDate: project.startDate,
    endDate: project.endDate,
    status: project.status,
    targetBeneficiaries: project.targetBeneficiaries,
    enrolled: figures.enrolled,
    completed: figures.completed,
    budget: project.budget,
    spent: figures.spent,
    completionRate: progress.completionRate,
    enrolmentRate: progress.enrolmentRate,
    percentSpent: progress.percentSpent,
    attendanceRate: progress.attendanceRate,
  };
}

export function toProjectDetails(project: ProjectRow, figures: ProjectCountsRow) {
  return {
    ...toProjectSummary(project, figures),
    description: project.description,
    programmeId: project.programmeId,
    present: figures.present,
    attendanceTaken: figures.attendanceTaken,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
