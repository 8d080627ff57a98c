import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@domain/beneficiary-settings';
import { apiFetch } from '@web/lib/api';
import { changeLanguage } from '@web/lib/i18n';

const URL = '/api/v1/beneficiary/settings/preferences';
export const PREFERENCES_QUERY_KEY = ['beneficiary', 'preferences'] as const;

export const preferencesQuery = queryOptions({
  queryKey: PREFERENCES_QUERY_KEY,
  queryFn: () => apiFetch<Preferences>(URL),
});

export function usePreferences() {
  return useQuery(preferencesQuery);
}

/** Saving a language also switches the screen to it, through the same path as the header's switcher. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Preferences) => apiFetch<Preferences>(URL, { method: 'PUT', body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      await changeLanguage(saved.language);
    },
  });
}
