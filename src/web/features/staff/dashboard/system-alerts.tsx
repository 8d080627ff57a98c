import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import type { StaffDashboard } from './api/get-dashboard';
import { RegistrySyncNotice } from './registry-sync-notice';

/** Duplicate alerts to review, and the ProGres registry sync. */
export function SystemAlerts({
  alerts,
  sync,
}: {
  alerts: StaffDashboard['alerts'];
  sync: StaffDashboard['registrySync'];
}) {
  const { t, i18n } = useTranslation('staff-dashboard');
  const pending = alerts.pendingDuplicates;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('alerts.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="flex items-start gap-2 text-sm">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {pending > 0
              ? t('alerts.duplicates', { count: pending, formatted: formatNumber(pending, i18n.language) })
              : t('alerts.noDuplicates')}
          </p>
          <Button asChild size="sm" variant="outline">
            <Link to="/staff/duplicates">{t('alerts.review')}</Link>
          </Button>
        </div>
        <RegistrySyncNotice sync={sync} />
      </CardContent>
    </Card>
  );
}
