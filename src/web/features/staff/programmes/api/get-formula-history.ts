import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, programmePath, type ProgrammeFormulaVersion } from './programme-keys';

export const formulaHistoryQuery = (programmeId: string) =>
  queryOptions({
    queryKey: [...PROGRAMMES_KEY, 'formulas', programmeId],
    queryFn: () => apiFetch<{ items: ProgrammeFormulaVersion[] }>(`${programmePath(programmeId)}/formulas`),
  });

export function useFormulaHistory(programmeId: string) {
  return useQuery(formulaHistoryQuery(programmeId));
}
