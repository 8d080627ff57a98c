import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryPage } from '@domain/registry-beneficiary-record';
import { apiFetch } from '@web/lib/api';
import { beneficiaryRecordKey } from './get-beneficiary-record';

/** GET /api/v1/staff/beneficiaries/:id/history: the audit entries about the person, newest first. */
export const beneficiaryHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...beneficiaryRecordKey(id), 'history', page],
    queryFn: () => apiFetch<HistoryPage>(`/api/v1/staff/beneficiaries/${encodeURIComponent(id)}/history?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function useBeneficiaryHistory(id: string, page: number) {
  return useQuery(beneficiaryHistoryQuery(id, page));
}
