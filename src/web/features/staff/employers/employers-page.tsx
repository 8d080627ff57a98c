import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyVerificationStatus } from '@domain/jobs';
import { errorMessage } from '@web/lib/api';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { COMPANIES_PAGE_SIZE, useCompaniesForReview } from './api/get-companies';
import { CompanyReviewCard } from './company-review-card';
import { LoadError } from '@web/ui/load-error';

const VIEWS = ['pending', 'verified', 'rejected'] as const satisfies CompanyVerificationStatus[];

/** Employer verification: companies waiting longest come first. */
export default function EmployersPage() {
  const { t } = useTranslation('staff');
  const [status, setStatus] = useState<(typeof VIEWS)[number]>('pending');
  const [page, setPage] = useState(1);
  const companies = useCompaniesForReview(status, page);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('headings.employers')}</h1>
          <p className="mt-1 text-muted-foreground">{t('employers.description')}</p>
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('employers.show')}
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as (typeof VIEWS)[number]);
              setPage(1);
            }}
          >
            {VIEWS.map((view) => (
              <option key={view} value={view}>
                {t(`employers.views.${view}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {companies.isPending && <Skeleton className="h-40 w-full" />}
      {companies.isError && (
        <LoadError
          error={companies.error}
          message={t('employers.loadError', { message: errorMessage(companies.error) })}
          onRetry={() => void companies.refetch()}
        />
      )}
      {companies.data && companies.data.total === 0 && (
        <p className="text-muted-foreground">{t(`employers.empty.${status}`)}</p>
      )}
      {companies.data && companies.data.total > 0 && (
        <>
          <ul aria-label={t(`employers.views.${status}`)} className="grid gap-4 xl:grid-cols-2">
            {companies.data.items.map((company) => (
              <li key={company.id}>
                <CompanyReviewCard company={company} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={COMPANIES_PAGE_SIZE}
            total={companies.data.total}
            onPage={setPage}
            label={t('employers.pagerLabel')}
          />
        </>
      )}
    </div>
  );
}
