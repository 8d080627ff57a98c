import type {
  AnsweredQuestion,
  ApplicationDetail,
  ApplicationDraftData,
  ApplicationSummary,
  WizardStep,
} from '@domain/programme-application';
import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import type { ApplicationSelection } from '@domain/programmes/programme-selection';
import type { OwnDocument } from './document-queries';
import { labelIn } from './programme-mappers';
import type { OwnApplicationRow } from './queries';

const iso = (value: Date | null) => value?.toISOString() ?? null;

const NO_SELECTION: ApplicationSelection = { state: null, rank: null };

export function toSummary(
  row: Omit<OwnApplicationRow, 'applicationData' | 'questions'>,
  selection: ApplicationSelection = NO_SELECTION,
): ApplicationSummary {
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
    eligibility: row.eligibility,
    selection,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each question the programme asks, with the applicant's answer (a choice also by its label). */
function answeredQuestions(
  questions: readonly ProgrammeQuestion[],
  answers: Readonly<Record<string, ApplicationAnswer>> | undefined,
  language: string,
): AnsweredQuestion[] {
  return questions.map((question) => {
    const answer = answers?.[question.id] ?? null;
    const option =
      question.kind === 'choice' ? question.options.find((candidate) => candidate.value === answer) : undefined;
    return {
      questionId: question.id,
      kind: question.kind,
      label: labelIn(question.label, language),
      answer,
      answerLabel: option ? labelIn(option.label, language) : null,
    };
  });
}

export interface DetailExtras {
  selection: ApplicationSelection;
  documents: readonly OwnDocument[];
  language: string;
}

export function toDetail(row: OwnApplicationRow, extras: DetailExtras): ApplicationDetail {
  const data = row.applicationData as ApplicationDraftData;
  return {
    ...toSummary(row, extras.selection),
    applicationData: data,
    answers: answeredQuestions(row.questions, data.answers, extras.language),
    documents: extras.documents.map((document) => ({
      id: document.id,
      name: document.name,
      documentType: document.documentType,
    })),
  };
}
