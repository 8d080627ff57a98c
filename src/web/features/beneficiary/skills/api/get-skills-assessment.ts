import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkillsAssessment } from '@domain/skills-assessment';
import { apiFetch } from '@web/lib/api';

export const SKILLS_ASSESSMENT_QUERY_KEY = ['beneficiary', 'skills-assessment'] as const;

export const skillsAssessmentQuery = queryOptions({
  queryKey: SKILLS_ASSESSMENT_QUERY_KEY,
  queryFn: () => apiFetch<{ assessment: SkillsAssessment | null }>('/api/v1/beneficiary/skills-assessment'),
});

/** Read by the Skills tab and by the summary card on the Profile tab. */
export function useSkillsAssessment() {
  return useQuery(skillsAssessmentQuery);
}
