import { CalendarPlus, ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { ACTIVITIES_PAGE_SIZE, useActivities } from './api/get-activities';
import type { ProjectActivity } from './api/project-types';
import { AttendanceDialog } from './attendance-dialog';
import { ScheduleActivityDialog } from './schedule-activity-dialog';

/** The project's activities, latest first; each opens its attendance checklist. */
export function ActivitiesSection({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('staff-projects');
  const [page, setPage] = useState(1);
  const [scheduling, setScheduling] = useState(false);
  const [taking, setTaking] = useState<ProjectActivity | null>(null);
  const activities = useActivities(projectId, page);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('activities.heading')}</CardTitle>
        <Button variant="outline" onClick={() => setScheduling(true)}>
          <CalendarPlus aria-hidden="true" />
          {t('activities.schedule')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {activities.isError && <LoadError error={activities.error} onRetry={() => void activities.refetch()} />}
        {activities.data && activities.data.total === 0 && (
          <p className="text-muted-foreground">{t('activities.empty')}</p>
        )}
        {activities.data && activities.data.total > 0 && (
          <>
            <Table aria-label={t('activities.heading')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('activities.fields.title')}</TableHead>
                  <TableHead>{t('activities.when')}</TableHead>
                  <TableHead>{t('activities.fields.place')}</TableHead>
                  <TableHead>{t('activities.attendance')}</TableHead>
                  <TableHead>{t('people.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {activities.data.items.map((activity) => (
                  <TableRow key={activity.id}>
                    <TableCell className="font-medium">{activity.title}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDate(activity.activityDate, i18n.language)}
                      {activity.startTime ? ` ${activity.startTime}` : ''}
                    </TableCell>
                    <TableCell>{activity.place}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {activity.attendanceTaken === 0
                        ? t('activities.notTaken')
                        : t('activities.rate', {
                            rate: activity.attendanceRate,
                            present: activity.present,
                            taken: activity.attendanceTaken,
                          })}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('activities.takeAttendanceOf', { title: activity.title })}
                        onClick={() => setTaking(activity)}
                      >
                        <ClipboardCheck aria-hidden="true" />
                        {t('activities.takeAttendance')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager
              page={page}
              pageSize={ACTIVITIES_PAGE_SIZE}
              total={activities.data.total}
              onPage={setPage}
              label={t('activities.pagerLabel')}
            />
          </>
        )}
      </CardContent>
      <ScheduleActivityDialog projectId={projectId} open={scheduling} onOpenChange={setScheduling} />
      <AttendanceDialog activity={taking} onClose={() => setTaking(null)} />
    </Card>
  );
}
