import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsCeiling, SmsCeilingInput } from '@domain/group-sms';
import { apiFetch } from '@web/lib/api';
import { STAFF_MESSAGES_KEY } from './get-inbox';

const URL = '/api/v1/staff/messages/sms-ceiling';

export const smsCeilingQuery = queryOptions({
  queryKey: [...STAFF_MESSAGES_KEY, 'sms-ceiling'],
  queryFn: () => apiFetch<SmsCeiling>(URL),
});

export function useSmsCeiling() {
  return useQuery(smsCeilingQuery);
}

export function useSaveSmsCeiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsCeilingInput) => apiFetch<SmsCeiling>(URL, { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(smsCeilingQuery.queryKey, saved);
      // Estimates on screen show what is left of the ceiling.
      void queryClient.invalidateQueries({ queryKey: [...STAFF_MESSAGES_KEY, 'sms-estimate'] });
    },
  });
}
