import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { JobStatusBadge } from '@web/features/employer/jobs';
import type { EmployerDashboard } from './api/get-dashboard';

export function RecentJobs({ jobs }: { jobs: EmployerDashboard['recentJobs'] }) {
  const { t, i18n } = useTranslation('employer');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.recentJobs')}</CardTitle>
      </CardHeader>
      <CardContent>
        {jobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.noRecentJobs')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{job.title}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('dashboard.jobLine', {
                      count: job.applicationsCount,
                      date: formatDate(job.createdAt, i18n.language),
                    })}
                  </p>
                </div>
                <JobStatusBadge status={job.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentApplications({ applications }: { applications: EmployerDashboard['recentApplications'] }) {
  const { t, i18n } = useTranslation('employer');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.recentApplications')}</CardTitle>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.noRecentApplications')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{application.applicantName}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('dashboard.applicationLine', {
                      job: application.jobTitle,
                      date: formatDate(application.appliedAt, i18n.language),
                    })}
                  </p>
                </div>
                <Badge>{t(`applicationStatuses.${application.status}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
