import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonTextMessages } from '@domain/sms-history';
import { apiFetch } from '@web/lib/api';
import { beneficiaryRecordKey } from './get-beneficiary-record';

/** GET /api/v1/staff/beneficiaries/:id/text-messages: the texts sent to the person, newest first (audited). */
export const personTextMessagesQuery = (id: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...beneficiaryRecordKey(id), 'text-messages', page, pageSize],
    queryFn: () =>
      apiFetch<PersonTextMessages>(
        `/api/v1/staff/beneficiaries/${encodeURIComponent(id)}/text-messages?page=${page}&pageSize=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
  });

export function usePersonTextMessages(id: string, page: number, pageSize: number) {
  return useQuery(personTextMessagesQuery(id, page, pageSize));
}
