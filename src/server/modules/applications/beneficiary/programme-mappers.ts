import type { Eligibility } from '@domain/programmes/eligibility-rules';
import {
  applicationTypeOfKind,
  programmeText,
  type LocalizedLabel,
  type ProgrammeQuestion,
} from '@domain/programmes/programme-design';
import type { ApplicantQuestion, OfferedProgramme } from '@domain/programmes/programme-views';
import type { DocumentType } from '@domain/documents';
import type { ProgrammeRow } from './programme-queries';

/** A question's or an option's label in the reader's language, English when it has none. */
export function labelIn(label: LocalizedLabel, language: string): string {
  return (label as Partial<Record<string, string>>)[language] ?? label.en;
}

/** The programme's extra questions as the applicant reads them. */
export function applicantQuestions(questions: readonly ProgrammeQuestion[], language: string): ApplicantQuestion[] {
  return questions.map((question) => ({
    id: question.id,
    kind: question.kind,
    required: question.required,
    label: labelIn(question.label, language),
    options: question.options.map((option) => ({ value: option.value, label: labelIn(option.label, language) })),
  }));
}

/** A programme offered to the reader, in their language, with their eligibility when they are an applicant. */
export function toOfferedProgramme(
  row: ProgrammeRow,
  language: string,
  eligibilityCheck: Eligibility | null,
): OfferedProgramme {
  const content = programmeText(row.content, language);
  return {
    id: row.id,
    type: applicationTypeOfKind(row.kind),
    kind: row.kind,
    name: content.name,
    description: content.description,
    amount: content.amount,
    duration: content.duration,
    eligibility: content.eligibility,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    requiredDocumentTypes: row.requiredDocumentTypes as DocumentType[],
    questions: applicantQuestions(row.questions, language),
    eligibilityCheck,
  };
}
