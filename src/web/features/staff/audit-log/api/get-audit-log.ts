import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditLogPage } from '@domain/audit-log';
import { apiFetch } from '@web/lib/api';

/** The filters of GET /api/v1/staff/audit-log; empty strings are left out of the request. */
export interface AuditLogFilters {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditLogFilters = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

export type { AuditEntry, AuditLogPage };

export function auditLogSearch(filters: AuditLogFilters, page: number): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export const auditLogQuery = (filters: AuditLogFilters, page: number) =>
  queryOptions({
    queryKey: ['staff', 'audit-log', filters, page],
    queryFn: () => apiFetch<AuditLogPage>(`/api/v1/staff/audit-log?${auditLogSearch(filters, page)}`),
    placeholderData: keepPreviousData,
  });

/** Only asked for by admins: anyone else would get a 403. */
export function useAuditLog(filters: AuditLogFilters, page: number, enabled: boolean) {
  return useQuery({ ...auditLogQuery(filters, page), enabled });
}
