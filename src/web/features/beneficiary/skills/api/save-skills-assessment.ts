import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkillsAssessment, SkillsAssessmentInput } from '@domain/skills-assessment';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { SKILLS_ASSESSMENT_QUERY_KEY } from './get-skills-assessment';

export function saveSkillsAssessment(input: SkillsAssessmentInput) {
  return apiFetch<{ assessment: SkillsAssessment }>('/api/v1/beneficiary/skills-assessment', {
    method: 'PUT',
    body: input,
  });
}

/** The answer is the stored assessment; the dashboard checklist ticks "skills" once one exists. */
export function useSaveSkillsAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkillsAssessment,
    onSuccess: async (saved) => {
      queryClient.setQueryData(SKILLS_ASSESSMENT_QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
