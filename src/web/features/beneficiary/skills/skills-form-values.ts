import type { DefaultValues } from 'react-hook-form';
import { isSkillAreaKey, type SkillsAssessment, type SkillsAssessmentInput } from '@domain/skills-assessment';

/** A new row starts unanswered, so the schema names what is missing rather than a guess being saved. */
export const emptySkillArea = { area: '', level: '' } as unknown as SkillsAssessmentInput['skillAreas'][number];
export const emptyLanguage = { language: '', level: '' } as unknown as SkillsAssessmentInput['languages'][number];
export const emptyExperience = {
  title: '',
  employer: '',
  years: undefined,
  description: '',
} as unknown as SkillsAssessmentInput['workExperience'][number];

/** The saved assessment, or one empty skill row for a first assessment. */
export function toFormValues(assessment: SkillsAssessment | null): DefaultValues<SkillsAssessmentInput> {
  if (!assessment) return { skillAreas: [emptySkillArea], languages: [], workExperience: [] };
  return {
    // A free-text area from older data becomes "other" with those words, so it can be saved again as it is.
    skillAreas: assessment.skillAreas.map((entry) =>
      isSkillAreaKey(entry.area)
        ? { ...entry, area: entry.area, detail: entry.detail ?? '' }
        : { area: 'other', detail: entry.area, level: entry.level },
    ),
    languages: assessment.languages,
    workExperience: assessment.workExperience.map((entry) => ({
      ...entry,
      employer: entry.employer ?? '',
      description: entry.description ?? '',
    })),
  };
}

/** An empty number box is "not answered": the schema then names the field. */
export const wholeNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
