import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoringFormula } from '@domain/programmes/scoring-formula';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, programmePath, type StaffProgramme } from './programme-keys';

/** PUT /api/v1/staff/programmes/:id/formula {formula}: a new version, and the open applications scored again. */
export function changeProgrammeFormula({
  programmeId,
  formula,
}: {
  programmeId: string;
  formula: ScoringFormula;
}): Promise<StaffProgramme> {
  return apiFetch<StaffProgramme>(`${programmePath(programmeId)}/formula`, { method: 'PUT', body: { formula } });
}

export function useChangeProgrammeFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProgrammeFormula,
    // Rankings and applications' scores change too: every query of the area is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}
