import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPS } from '@domain/beneficiary-profile';
import { MAX_SEARCH_EXPERIENCE } from '@domain/job-application-status';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { useJobOptions } from './api/get-job-options';
import { useCandidates, type CandidateFilter } from './api/search-candidates';
import { CandidateCard } from './candidate-card';

/** Skills-based search over people who chose to be discoverable; nobody else is ever listed. */
export function CandidateSearch() {
  const { t } = useTranslation('hiring');
  const [draft, setDraft] = useState({ skills: '', camp: '', minExperience: '' });
  const [filter, setFilter] = useState<CandidateFilter>({ ...draft, page: 1 });
  const candidates = useCandidates(filter);
  const jobs = useJobOptions();
  const openJobs = (jobs.data?.items ?? []).filter((job) => job.status === 'open');

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  };

  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{t('candidates.privacy')}</Alert>
      <form
        role="search"
        aria-label={t('candidates.searchLabel')}
        onSubmit={search}
        className="grid gap-3 sm:grid-cols-4 sm:items-end"
      >
        <div className="sm:col-span-2">
          <FormField label={t('candidates.skills')} hint={t('candidates.skillsHint')}>
            <Input
              value={draft.skills}
              maxLength={300}
              onChange={(event) => setDraft({ ...draft, skills: event.target.value })}
            />
          </FormField>
        </div>
        <FormField label={t('candidates.camp')}>
          <Select value={draft.camp} onChange={(event) => setDraft({ ...draft, camp: event.target.value })}>
            <option value="">{t('candidates.anyCamp')}</option>
            {CAMPS.map((camp) => (
              <option key={camp} value={camp}>
                {t(`camps.${camp}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('candidates.minExperience')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SEARCH_EXPERIENCE}
            value={draft.minExperience}
            onChange={(event) => setDraft({ ...draft, minExperience: event.target.value })}
          />
        </FormField>
        <div className="sm:col-span-4">
          <Button type="submit">
            <Search aria-hidden="true" />
            {t('candidates.search')}
          </Button>
        </div>
      </form>
      {candidates.isPending && <Skeleton className="h-40 w-full" />}
      {candidates.isError && <Alert tone="error">{t('loadError', { message: errorMessage(candidates.error) })}</Alert>}
      {candidates.data && candidates.data.total === 0 && (
        <p className="rounded-lg border border-dashed border-border bg-white p-6 text-center text-muted-foreground">
          {t('candidates.empty')}
        </p>
      )}
      {candidates.data && candidates.data.total > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('candidates.found', { count: candidates.data.total })}
          </p>
          <ul aria-label={t('candidates.listLabel')} className="grid gap-4 lg:grid-cols-2">
            {candidates.data.items.map((candidate) => (
              <li key={candidate.id}>
                <CandidateCard candidate={candidate} openJobs={openJobs} />
              </li>
            ))}
          </ul>
          <Pager
            page={filter.page}
            pageSize={candidates.data.pageSize}
            total={candidates.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
            label={t('candidates.pagesLabel')}
          />
        </>
      )}
    </div>
  );
}
