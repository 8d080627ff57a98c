import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import type { StaffDashboard } from './api/get-dashboard';

/** Projects per partner agency, busiest first. */
export function PartnersCard({ partners }: { partners: StaffDashboard['partners'] }) {
  const { t, i18n } = useTranslation('staff-dashboard');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('partners.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {partners.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('partners.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {partners.map((row) => (
              <li key={row.partner} className="rounded-md border border-border p-3 text-center">
                <p className="font-semibold break-words">{row.partner}</p>
                <p className="text-2xl font-bold tabular-nums">{formatNumber(row.projects, i18n.language)}</p>
                <p className="text-xs text-muted-foreground">
                  {t('partners.projects', { count: row.projects })} ·{' '}
                  {t('partners.active', { count: row.activeProjects })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
