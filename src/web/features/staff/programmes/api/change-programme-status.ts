import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgrammeStatus } from '@domain/programmes/programme-design';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, programmePath, type StaffProgramme } from './programme-keys';

/** POST /api/v1/staff/programmes/:id/status {status}. */
export function changeProgrammeStatus({
  programmeId,
  status,
}: {
  programmeId: string;
  status: ProgrammeStatus;
}): Promise<StaffProgramme> {
  return apiFetch<StaffProgramme>(`${programmePath(programmeId)}/status`, { method: 'POST', body: { status } });
}

export function useChangeProgrammeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProgrammeStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}
