import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, type AttendanceSheet } from './project-types';

export const attendancePath = (activityId: string) =>
  `/api/v1/staff/activities/${encodeURIComponent(activityId)}/attendance`;

export const attendanceQuery = (activityId: string) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'attendance', activityId],
    queryFn: () => apiFetch<AttendanceSheet>(attendancePath(activityId)),
  });

export function useAttendance(activityId: string) {
  return useQuery(attendanceQuery(activityId));
}
