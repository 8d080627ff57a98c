import type {
  ApplicationDetail,
  ApplicationDraftData,
  ApplicationSummary,
  Programme,
  WizardStep,
} from '@domain/programme-application';
import { applicationTypeOfKind, programmeText } from '@domain/programmes/programme-design';
import type { OwnApplicationRow, ProgrammeRow } from './queries';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A programme's texts in the reader's language, English when it has none. */
export function toProgramme(row: ProgrammeRow, language: string): Programme {
  const content = programmeText(row.content, language);
  return {
    id: row.id,
    type: applicationTypeOfKind(row.kind),
    name: content.name,
    description: content.description,
    amount: content.amount,
    duration: content.duration,
    eligibility: content.eligibility,
  };
}

export function toSummary(row: Omit<OwnApplicationRow, 'applicationData'>): ApplicationSummary {
  return {
    id: row.id,
    programId: row.programId,
    programName: row.programName,
    programType: row.programType,
    status: row.status,
    draftStep: row.status === 'draft' ? ((row.draftStep ?? 1) as WizardStep) : null,
    completionPercentage: row.completionPercentage,
    priorityScore: row.priorityScore,
    applicationDate: iso(row.applicationDate),
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    reviewerNotes: row.reviewerNotes,
    enrolledProject:
      row.enrolledProjectName === null
        ? null
        : { name: row.enrolledProjectName, location: row.enrolledProjectLocation ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(row: OwnApplicationRow): ApplicationDetail {
  return { ...toSummary(row), applicationData: row.applicationData as ApplicationDraftData };
}
