import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceInput } from '@domain/project-input';
import { apiFetch } from '@web/lib/api';
import { attendancePath } from './get-attendance';
import { PROJECTS_KEY, type AttendanceSheet } from './project-types';

export function saveAttendance({
  activityId,
  records,
}: {
  activityId: string;
  records: AttendanceInput['records'];
}): Promise<AttendanceSheet> {
  return apiFetch<AttendanceSheet>(attendancePath(activityId), { method: 'PUT', body: { records } });
}

export function useSaveAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
