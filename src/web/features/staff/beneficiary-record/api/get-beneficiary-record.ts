import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import { apiFetch } from '@web/lib/api';
import { i18next } from '@web/lib/i18n';

export const beneficiaryRecordKey = (id: string) => ['staff', 'beneficiaries', 'record', id] as const;

/** GET /api/v1/staff/beneficiaries/:id: one person with everything related (audited as a view). */
export const beneficiaryRecordQuery = (id: string) =>
  queryOptions({
    // Programme names come in the reader's language.
    queryKey: [...beneficiaryRecordKey(id), i18next.language],
    queryFn: () => apiFetch<BeneficiaryRecord>(`/api/v1/staff/beneficiaries/${encodeURIComponent(id)}`),
    retry: false,
  });

export function useBeneficiaryRecord(id: string) {
  return useQuery(beneficiaryRecordQuery(id));
}
