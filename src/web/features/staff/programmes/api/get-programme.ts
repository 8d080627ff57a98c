import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, programmePath, type StaffProgramme } from './programme-keys';

export const programmeQuery = (programmeId: string) =>
  queryOptions({
    queryKey: [...PROGRAMMES_KEY, 'one', programmeId],
    queryFn: () => apiFetch<StaffProgramme>(programmePath(programmeId)),
  });

export function useProgramme(programmeId: string) {
  return useQuery(programmeQuery(programmeId));
}
