import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { ProgressBar } from '@web/ui/progress-bar';
import type { StaffDashboard } from './api/get-dashboard';

/** People per camp with their share; the percents add up to 100. */
export function GeographyCard({ geography }: { geography: StaffDashboard['geography'] }) {
  const { t, i18n } = useTranslation('staff-dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('geography.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {geography.map((row) => {
            const place = t(`geography.${row.camp ?? 'none'}`);
            return (
              <li key={row.camp ?? 'none'} className="flex flex-col gap-1.5">
                <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                  <span className="font-medium">{place}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {t('geography.row', { number: formatNumber(row.count, i18n.language), percent: row.percent })}
                  </span>
                </div>
                <ProgressBar value={row.percent} label={t('geography.barLabel', { place })} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
