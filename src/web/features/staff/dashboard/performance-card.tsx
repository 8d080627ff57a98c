import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import type { StaffDashboard } from './api/get-dashboard';

function Rate({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div className="rounded-md bg-muted/50 p-4">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="text-3xl font-bold tabular-nums">{value}%</p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

/** Completion and attendance rates, and who is enrolled in each type of project. */
export function PerformanceCard({ performance }: { performance: StaffDashboard['performance'] }) {
  const { t, i18n } = useTranslation('staff-dashboard');
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('performance.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Rate
            label={t('performance.completionRate')}
            value={performance.completionRate}
            hint={t('performance.completionHint', {
              completed: number(performance.completed),
              withdrawn: number(performance.withdrawn),
            })}
          />
          <Rate
            label={t('performance.attendanceRate')}
            value={performance.attendanceRate}
            hint={t('performance.attendanceHint', {
              present: number(performance.attendancePresent),
              total: number(performance.attendanceTaken),
            })}
          />
        </div>
        <div>
          <h3 className="text-sm font-medium">{t('performance.enrolled')}</h3>
          <dl className="mt-2 flex flex-col divide-y divide-border text-sm">
            {performance.enrolledByType.map((row) => (
              <div key={row.type} className="flex justify-between gap-3 py-2">
                <dt>{t(`performance.types.${row.type}`)}</dt>
                <dd className="font-semibold tabular-nums">{number(row.count)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
