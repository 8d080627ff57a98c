import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@web/lib/api';
import { useDialogOpener } from '@web/lib/use-dialog-opener';
import { Button } from '@web/ui/button';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { useCompany } from '@web/features/employer/profile';
import { JOBS_PAGE_SIZE, useJobs } from './api/get-jobs';
import { CompanyRequired } from '@web/features/employer/shared/company-required';
import { EmptyJobs } from './empty-jobs';
import { JobCard } from './job-card';
import { JobDialog } from './job-dialog';
import { LoadError } from '@web/ui/load-error';

/** Job Postings: the company's postings as cards; the header's 'Post New Job' arrives here with the dialog open. */
export default function JobsTab() {
  const { t } = useTranslation('job-postings');
  const company = useCompany();
  const hasCompany = Boolean(company.data?.company);
  const [page, setPage] = useState(1);
  const jobs = useJobs(page, hasCompany);
  const { isOpen, setOpen, open, returnFocus, fallbackRef } = useDialogOpener();
  const location = useLocation();
  const navigate = useNavigate();
  const composeRequested = (location.state as { compose?: boolean } | null)?.compose === true;

  useEffect(() => {
    if (!composeRequested || !hasCompany) return;
    setOpen(true);
    // Consumed once: going back or reloading must not open the dialog again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [composeRequested, hasCompany, setOpen, navigate, location.pathname]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        {hasCompany && (
          <Button ref={fallbackRef} onClick={open}>
            <Plus aria-hidden="true" />
            {t('postNewJob')}
          </Button>
        )}
      </div>
      {(company.isPending || (hasCompany && jobs.isPending)) && <Skeleton className="h-48 w-full" />}
      {(company.isError || jobs.isError) && (
        <LoadError
          error={company.error ?? jobs.error}
          message={t('loadError', { message: errorMessage(company.error ?? jobs.error) })}
          onRetry={() => void (company.isError ? company.refetch() : jobs.refetch())}
        />
      )}
      {company.data && !hasCompany && <CompanyRequired />}
      {jobs.data && jobs.data.total === 0 && <EmptyJobs onCreate={open} />}
      {jobs.data && jobs.data.total > 0 && (
        <>
          <ul aria-label={t('listLabel')} className="grid gap-4 lg:grid-cols-2">
            {jobs.data.items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={JOBS_PAGE_SIZE}
            total={jobs.data.total}
            onPage={setPage}
            label={t('pagerLabel')}
          />
        </>
      )}
      <JobDialog open={isOpen} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
    </div>
  );
}
