import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferenceLanguage } from '@domain/beneficiary-settings';
import { apiFetch } from '@web/lib/api';
import { PREFERENCES_QUERY_KEY, preferencesQuery } from './preferences';

const URL = '/api/v1/beneficiary/settings/preferences';

/*
 * A language picked in the header is saved to the account as if chosen in Settings, so it follows the
 * person to another phone and to the texts and SMS the server sends. Preferences are saved whole: the
 * others are read first (from the cache when Settings was opened) and sent back unchanged.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: PreferenceLanguage) => {
      const current = await queryClient.fetchQuery(preferencesQuery);
      if (current.language === language) return current;
      return apiFetch<Preferences>(URL, { method: 'PUT', body: { ...current, language } });
    },
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved),
  });
}
