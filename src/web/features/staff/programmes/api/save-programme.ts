import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgrammeInput } from '@domain/programmes/programme-design';
import type { ScoringFormula } from '@domain/programmes/scoring-formula';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, PROGRAMMES_PATH, programmePath, type StaffProgramme } from './programme-keys';

/** A new programme carries its first formula; an existing one changes its formula on its own (a new version). */
export type ProgrammeSave =
  | { programmeId?: undefined; values: ProgrammeInput & { formula?: ScoringFormula } }
  | { programmeId: string; values: ProgrammeInput };

/** POST /api/v1/staff/programmes (answers the new id), or PUT /api/v1/staff/programmes/:id (the programme). */
export function saveProgramme(save: ProgrammeSave): Promise<{ id: string }> {
  return save.programmeId === undefined
    ? apiFetch<{ id: string }>(PROGRAMMES_PATH, { method: 'POST', body: save.values })
    : apiFetch<StaffProgramme>(programmePath(save.programmeId), { method: 'PUT', body: save.values });
}

export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgramme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}
