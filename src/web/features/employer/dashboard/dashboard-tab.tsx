import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Skeleton } from '@web/ui/skeleton';
import { CompanyRequired } from '@web/features/employer/shared/company-required';
import { VerificationStatus } from '@web/features/employer/profile';
import { useEmployerDashboard } from './api/get-dashboard';
import { RecentApplications, RecentJobs } from './recent-lists';
import { StatCards } from './stat-cards';
import { LoadError } from '@web/ui/load-error';

/** The employer's overview, all from data: counts, verification state, latest postings and applicants. */
export default function DashboardTab() {
  const { t } = useTranslation('employer');
  const dashboard = useEmployerDashboard();
  const data = dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('headings.dashboard')}</h1>
      {dashboard.isPending && <Skeleton className="h-48 w-full" />}
      {dashboard.isError && (
        <LoadError
          error={dashboard.error}
          message={t('dashboard.loadError', { message: errorMessage(dashboard.error) })}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {data && !data.company && <CompanyRequired />}
      {data?.company && (
        <VerificationStatus status={data.company.verificationStatus} reason={data.company.verificationReason} />
      )}
      {data && (
        <>
          <StatCards stats={data.stats} />
          <div className="grid gap-4 lg:grid-cols-2">
            <RecentJobs jobs={data.recentJobs} />
            <RecentApplications applications={data.recentApplications} />
          </div>
        </>
      )}
    </div>
  );
}
