import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { JOBS_PAGE_SIZE, NO_FILTERS, useJobs, type JobFilters as Filters } from './api/get-jobs';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { LoadError } from '@web/ui/load-error';

/** The open jobs, filtered and paged, each with my match. */
export function FindJobs() {
  const { t } = useTranslation('jobs');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const jobs = useJobs(filters, page);

  return (
    <section aria-labelledby="find-jobs-heading" className="flex flex-col gap-4">
      <h2 id="find-jobs-heading" className="sr-only">
        {t('views.find')}
      </h2>
      <JobFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {jobs.isPending && <Skeleton className="h-48 w-full" />}
      {jobs.isError && (
        <LoadError
          error={jobs.error}
          message={t('loadError', { message: errorMessage(jobs.error) })}
          onRetry={() => void jobs.refetch()}
        />
      )}
      {jobs.data && (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {t('list.count', { count: jobs.data.total })}
          </p>
          {jobs.data.total === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center">{t('list.empty')}</p>
          ) : (
            <ul aria-label={t('list.label')} className="grid gap-4 lg:grid-cols-2">
              {jobs.data.items.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={JOBS_PAGE_SIZE}
            total={jobs.data.total}
            onPage={setPage}
            label={t('list.pages')}
          />
        </>
      )}
    </section>
  );
}
