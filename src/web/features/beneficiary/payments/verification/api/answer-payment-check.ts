import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordedAnswer, VerificationAnswer } from '@domain/payment-verification';
import { apiFetch } from '@web/lib/api';
import { PAYMENT_CHECKS_KEY, PAYMENT_CHECKS_URL } from './get-payment-checks';

/** PUT /api/v1/beneficiary/payment-checks/:paymentId: my answer; a problem opens a complaint I can follow. */
export function useAnswerPaymentCheck(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: VerificationAnswer) =>
      apiFetch<RecordedAnswer>(`${PAYMENT_CHECKS_URL}/${encodeURIComponent(paymentId)}`, {
        method: 'PUT',
        body: answer,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENT_CHECKS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['beneficiary', 'feedback'] }),
      ]),
  });
}
