import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_TABS, type ApplicationTab } from '@domain/job-application-status';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/ui/cn';
import { FormField } from '@web/ui/form-field';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { useApplications } from './api/get-applications';
import { useJobOptions } from './api/get-job-options';
import { ApplicationCard } from './application-card';
import { LoadError } from '@web/ui/load-error';

/** The tabs All, New, Reviewed, Rejected, Hired with their counts, a job filter, and the cards. */
export function ApplicationReview() {
  const { t } = useTranslation('hiring');
  const [tab, setTab] = useState<ApplicationTab>('all');
  const [jobId, setJobId] = useState('');
  const [rankByMatch, setRankByMatch] = useState(false);
  const [page, setPage] = useState(1);
  const jobs = useJobOptions();
  const applications = useApplications({ tab, jobId, rankByMatch, page });
  const counts = applications.data?.counts;

  const chooseTab = (next: ApplicationTab) => {
    setTab(next);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('filter.job')}>
          <Select
            value={jobId}
            onChange={(event) => {
              setJobId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('filter.allJobs')}</option>
            {jobs.data?.items.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('filter.order')} hint={jobId ? undefined : t('filter.rankHint')}>
          <Select
            value={jobId && rankByMatch ? 'match' : 'newest'}
            disabled={!jobId}
            onChange={(event) => {
              setRankByMatch(event.target.value === 'match');
              setPage(1);
            }}
          >
            <option value="newest">{t('filter.newest')}</option>
            <option value="match">{t('filter.bestMatch')}</option>
          </Select>
        </FormField>
      </div>
      <div role="group" aria-label={t('tabs.label')} className="flex gap-1 overflow-x-auto pb-1">
        {APPLICATION_TABS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={tab === key}
            onClick={() => chooseTab(key)}
            className={cn(
              'flex min-h-10 shrink-0 items-center gap-2 rounded-md border px-3 text-sm font-medium',
              tab === key
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-white text-slate-800 hover:bg-muted',
            )}
          >
            {t(`tabs.${key}`)}
            <span className="rounded-full bg-white/20 px-1.5 tabular-nums">{counts ? counts[key] : '–'}</span>
          </button>
        ))}
      </div>
      {applications.isPending && <Skeleton className="h-64 w-full" />}
      {applications.isError && (
        <LoadError
          error={applications.error}
          message={t('loadError', { message: errorMessage(applications.error) })}
          onRetry={() => void applications.refetch()}
        />
      )}
      {applications.data && applications.data.total === 0 && (
        <p className="rounded-lg border border-dashed border-border bg-white p-6 text-center text-muted-foreground">
          {t(counts?.all ? 'emptyTab' : 'empty')}
        </p>
      )}
      {applications.data && applications.data.total > 0 && (
        <>
          <ul aria-label={t('listLabel')} className="grid gap-4 lg:grid-cols-2">
            {applications.data.items.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={applications.data.pageSize}
            total={applications.data.total}
            onPage={setPage}
            label={t('pagesLabel')}
          />
        </>
      )}
    </div>
  );
}
