import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SHOWN, type DashboardApplication } from '@domain/beneficiary-dashboard';
import { formatDate } from '@web/lib/format';
import { ListCard } from './list-card';
import { ProgressBar } from '@web/ui/progress-bar';
import { StatusBadge } from './status-badge';

/** The newest applications with their progress; the applications tab has the rest. */
export function RecentApplicationsCard({ applications }: { applications: DashboardApplication[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const more = applications.length > DASHBOARD_SHOWN;
  return (
    <ListCard
      title={t('applications.title')}
      icon={Briefcase}
      isEmpty={applications.length === 0}
      emptyText={t('applications.empty')}
      viewAll={more ? { to: '/beneficiary/applications', label: t('applications.viewAll') } : undefined}
    >
      <ul className="flex flex-col divide-y divide-border">
        {applications.slice(0, DASHBOARD_SHOWN).map((application) => (
          <li key={application.id} className="flex flex-col gap-2 py-3 first:pt-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words">{application.programName}</p>
              <StatusBadge group="applicationStatus" status={application.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              {t('applications.appliedOn', {
                date: formatDate(application.applicationDate ?? application.createdAt, i18n.language),
              })}
            </p>
            <div className="flex items-center gap-3">
              <ProgressBar
                value={application.completionPercentage}
                label={t('applications.progressLabel', { name: application.programName })}
              />
              <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                {t('percent', { percent: application.completionPercentage })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
