import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyForReview } from '@domain/company-profile';
import { apiFetch } from '@web/lib/api';
import { COMPANIES_QUERY_KEY } from './get-companies';

export type CompanyDecision = { id: string; verdict: 'verify' } | { id: string; verdict: 'reject'; reason: string };

export function decideCompany(decision: CompanyDecision): Promise<CompanyForReview> {
  const path = `/api/v1/staff/companies/${encodeURIComponent(decision.id)}/${decision.verdict}`;
  return decision.verdict === 'verify'
    ? apiFetch<CompanyForReview>(path, { method: 'POST' })
    : apiFetch<CompanyForReview>(path, { method: 'POST', body: { reason: decision.reason } });
}

export function useDecideCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
}
