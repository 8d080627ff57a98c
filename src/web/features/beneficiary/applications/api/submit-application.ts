import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail, ApplicationForm } from '@domain/programme-application';
import { apiFetch } from '@web/lib/api';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { APPLICATIONS_KEY } from './query-keys';

export interface SubmitApplicationInput {
  /** The draft being finished, or null to apply in one go. */
  draftId: string | null;
  form: ApplicationForm;
}

export function submitApplication({ draftId, form }: SubmitApplicationInput): Promise<ApplicationDetail> {
  const url =
    draftId === null
      ? '/api/v1/beneficiary/applications'
      : `/api/v1/beneficiary/applications/${encodeURIComponent(draftId)}/submit`;
  return apiFetch<ApplicationDetail>(url, { method: 'POST', body: { ...form } });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
      ]);
    },
  });
}
