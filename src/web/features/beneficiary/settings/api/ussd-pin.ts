import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UssdPinStatus } from '@domain/ussd/pin';
import { apiFetch } from '@web/lib/api';

const URL = '/api/v1/beneficiary/ussd-pin';
/*
 * Under the phone-verification key: whatever refreshes the phone's state after a code is confirmed
 * (invalidating that prefix) refreshes this one too, so the section stops asking to verify.
 */
export const USSD_PIN_QUERY_KEY = ['beneficiary', 'phone-verification', 'ussd-pin'] as const;

export const ussdPinQuery = queryOptions({
  queryKey: USSD_PIN_QUERY_KEY,
  queryFn: () => apiFetch<UssdPinStatus>(URL),
});

export function useUssdPin() {
  return useQuery(ussdPinQuery);
}

/** Sent at once, never queued for later: a PIN must not wait on the device in an outbox. */
export function useSetUssdPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => apiFetch<void>(URL, { method: 'PUT', body: { pin } }),
    onSuccess: () =>
      queryClient.setQueryData<UssdPinStatus>(USSD_PIN_QUERY_KEY, (status) => status && { ...status, isSet: true }),
  });
}

export function useRemoveUssdPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(URL, { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData<UssdPinStatus>(USSD_PIN_QUERY_KEY, (status) => status && { ...status, isSet: false }),
  });
}
