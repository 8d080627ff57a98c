import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPlan } from '@domain/programmes/cycles-views';
import { apiFetch } from '@web/lib/api';

export const paymentPlanQuery = () =>
  queryOptions({
    queryKey: ['beneficiary', 'payment-plan'],
    queryFn: () => apiFetch<PaymentPlan>('/api/v1/beneficiary/payment-plan'),
  });

export function usePaymentPlan() {
  return useQuery(paymentPlanQuery());
}
