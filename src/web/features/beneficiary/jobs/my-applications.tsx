import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { APPLICATIONS_PAGE_SIZE, useMyApplications } from './api/get-my-applications';
import { ApplicationCard } from './application-card';
import { LoadError } from '@web/ui/load-error';

/** My applications, newest first, each with its status and every step so far. */
export function MyApplications() {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const applications = useMyApplications(page);
  return (
    <section aria-labelledby="my-job-applications-heading" className="flex flex-col gap-4">
      <h2 id="my-job-applications-heading" className="sr-only">
        {t('applications.label')}
      </h2>
      {applications.isPending && <Skeleton className="h-40 w-full" />}
      {applications.isError && (
        <LoadError
          error={applications.error}
          message={t('loadError', { message: errorMessage(applications.error) })}
          onRetry={() => void applications.refetch()}
        />
      )}
      {applications.data && applications.data.total === 0 && (
        <p className="rounded-lg border border-dashed border-border p-6 text-center">{t('applications.empty')}</p>
      )}
      {applications.data && applications.data.total > 0 && (
        <ul aria-label={t('applications.label')} className="grid gap-4 lg:grid-cols-2">
          {applications.data.items.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
      {applications.data && (
        <Pager
          page={page}
          pageSize={APPLICATIONS_PAGE_SIZE}
          total={applications.data.total}
          onPage={setPage}
          label={t('applications.pages')}
        />
      )}
    </section>
  );
}
