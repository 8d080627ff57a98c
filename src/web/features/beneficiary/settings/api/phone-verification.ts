import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneCodeSent, PhoneVerificationStatus } from '@domain/phone-verification';
import { apiFetch } from '@web/lib/api';

const URL = '/api/v1/beneficiary/phone-verification';
/** Everything that depends on the phone being verified (the USSD PIN too) lives under this prefix. */
export const PHONE_VERIFICATION_KEY = ['beneficiary', 'phone-verification'] as const;

export const phoneVerificationQuery = queryOptions({
  queryKey: [...PHONE_VERIFICATION_KEY, 'status'],
  queryFn: () => apiFetch<PhoneVerificationStatus>(URL),
});

export function usePhoneVerification() {
  return useQuery(phoneVerificationQuery);
}

/** Sent at once, never queued offline: a code asked for later would arrive when nobody waits for it. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: () => apiFetch<PhoneCodeSent>(URL, { method: 'POST' }) });
}

export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<PhoneVerificationStatus>(`${URL}/confirm`, { method: 'POST', body: { code } }),
    onSuccess: (status) => {
      queryClient.setQueryData(phoneVerificationQuery.queryKey, status);
      void queryClient.invalidateQueries({ queryKey: PHONE_VERIFICATION_KEY });
    },
  });
}
