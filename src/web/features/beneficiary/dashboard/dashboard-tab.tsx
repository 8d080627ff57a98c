import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryDashboard } from '@domain/beneficiary-dashboard';
import { errorMessage } from '@web/lib/api';
import { i18next } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { prefetchTabScreens } from '../tab-screens';
import { useDashboard } from './api/get-dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { PaymentHistoryCard } from './payment-history-card';
import { ProfileStatusCard } from './profile-status-card';
import { RecentApplicationsCard } from './recent-applications-card';
import { StatCards } from './stat-cards';
import { UnreadMessagesCard } from './unread-messages-card';
import { LoadError } from '@web/ui/load-error';

function DashboardContent({ data }: { data: BeneficiaryDashboard }) {
  return (
    <>
      <StatCards stats={data.stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentApplicationsCard applications={data.recentApplications} />
        <PaymentHistoryCard payments={data.payments} />
        <UnreadMessagesCard messages={data.unreadMessages} />
        <ProfileStatusCard status={data.profileStatus} />
      </div>
    </>
  );
}

/** The portal's first tab. The greeting shows at once from the session, then from the profile. */
export function DashboardTab() {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const { user } = useSession();
  const dashboard = useDashboard(i18n.language);
  const { error } = dashboard;

  // Once per failure (not again when the language changes), hence i18next rather than t.
  useEffect(() => {
    if (error) toast.error(i18next.t('dashboard:loadError'), { description: errorMessage(error) });
  }, [error]);

  // Shown: now the other tabs' code may use the network without slowing this screen down.
  const shown = dashboard.data !== undefined;
  useEffect(() => {
    if (shown) prefetchTabScreens();
  }, [shown]);

  const person = dashboard.data ?? user;
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold break-words">{t('greeting', { name })}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      {dashboard.isPending && <DashboardSkeleton />}
      {dashboard.isError && (
        <LoadError
          error={dashboard.error}
          message={`${t('loadError')}: ${errorMessage(dashboard.error)}`}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.data && <DashboardContent data={dashboard.data} />}
    </div>
  );
}
