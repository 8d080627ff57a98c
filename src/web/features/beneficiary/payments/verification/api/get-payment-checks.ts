import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentChecks } from '@domain/payment-verification';
import { apiFetch } from '@web/lib/api';

export const PAYMENT_CHECKS_KEY = ['beneficiary', 'payment-checks'] as const;
export const PAYMENT_CHECKS_URL = '/api/v1/beneficiary/payment-checks';

export const paymentChecksQuery = () =>
  queryOptions({ queryKey: PAYMENT_CHECKS_KEY, queryFn: () => apiFetch<PaymentChecks>(PAYMENT_CHECKS_URL) });

export function usePaymentChecks() {
  return useQuery(paymentChecksQuery());
}
