import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

interface ProgrammeOption {
  id: string;
  name: string;
}

/** The programmes, named in the reader's language, for choosing a programme's applicants. */
export function useProgrammeOptions(enabled: boolean, language: string) {
  return useQuery({
    queryKey: ['programmes', language],
    queryFn: () => apiFetch<{ items: ProgrammeOption[] }>('/api/v1/programmes'),
    select: (data) => data.items,
    enabled,
  });
}
