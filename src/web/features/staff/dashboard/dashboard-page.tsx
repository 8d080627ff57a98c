import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_DASHBOARD_PERIOD, isDashboardPeriod, type DashboardPeriod } from '@domain/staff-dashboard';
import { LoadError } from '@web/ui/load-error';
import { useDashboard } from './api/get-dashboard';
import { AdministrationCard, AudienceCards } from './audience-cards';
import { DashboardSkeleton } from './dashboard-skeleton';
import { GeographyCard } from './geography-card';
import { PartnersCard } from './partners-card';
import { PerformanceCard } from './performance-card';
import { PeriodSelect } from './period-select';
import { OverdueReferralsCard } from '@web/features/staff/referrals';
import { StatCards } from './stat-cards';
import { SystemAlerts } from './system-alerts';

/** The staff landing page (spec "Staff dashboard"), every figure from the database; the period lives in the URL. */
export default function DashboardPage() {
  const { t } = useTranslation('staff-dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period: DashboardPeriod = isDashboardPeriod(requested) ? requested : DEFAULT_DASHBOARD_PERIOD;
  const dashboard = useDashboard(period);
  const choose = (next: DashboardPeriod) =>
    setParams(next === DEFAULT_DASHBOARD_PERIOD ? {} : { period: next }, { replace: true });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('heading')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
        </div>
        <PeriodSelect value={period} onChange={choose} />
      </div>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-6" aria-busy={dashboard.isPlaceholderData}>
          <StatCards stats={dashboard.data.stats} period={dashboard.data.period} />
          <SystemAlerts alerts={dashboard.data.alerts} sync={dashboard.data.registrySync} />
          <OverdueReferralsCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <GeographyCard geography={dashboard.data.geography} />
            <PerformanceCard performance={dashboard.data.performance} />
          </div>
          <PartnersCard partners={dashboard.data.partners} />
          <AudienceCards audiences={dashboard.data.audiences} />
          <AdministrationCard />
        </div>
      )}
    </div>
  );
}
