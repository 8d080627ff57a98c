import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CAMPS, GENDERS } from '@domain/beneficiary-profile';
import { programmeText } from '@domain/programmes/programme-design';
import {
  RANKING_FILTER_STATES,
  type RankedApplicant,
  type SelectionResult as Result,
} from '@domain/programmes/programme-selection';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { oneOf, useSearchParamState } from '@web/lib/use-search-param-state';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { useProgramme } from '../api/get-programme';
import { RANKING_PAGE_SIZE, useRanking } from './api/selection-api';
import { RankingFilters, type RankingFilterValues } from './ranking-filters';
import { RankingHeader } from './ranking-header';
import { RankingTable } from './ranking-table';
import { SelectTopDialog } from './select-top-dialog';
import { SelectionResult } from './selection-result';
import { WithdrawPlaceDialog } from './withdraw-dialog';

type FilterKey = 'camp' | 'gender' | 'state';

/** /staff/programmes/:programmeId/selection: the ranking, the waiting list, selecting and withdrawing places. */
export default function SelectionPage() {
  const { t, i18n } = useTranslation('staff-selection');
  const { programmeId = '' } = useParams();
  const { user } = useSession();
  const mayDesign = user?.staff?.programmeDesign === true;
  const { params, page, setParams } = useSearchParamState<FilterKey>();
  const filters: RankingFilterValues = {
    camp: oneOf(CAMPS, params.get('camp')) ?? '',
    gender: oneOf(GENDERS, params.get('gender')) ?? '',
    state: oneOf(RANKING_FILTER_STATES, params.get('state')) ?? 'all',
  };
  const programme = useProgramme(programmeId);
  const ranking = useRanking(programmeId, { ...filters, page });
  const [selectOpen, setSelectOpen] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [withdrawing, setWithdrawing] = useState<RankedApplicant | null>(null);
  const reload = () => void Promise.all([ranking.refetch(), programme.refetch()]);

  const name = programme.data ? programmeText(programme.data.content, i18n.language).name : '';
  const header = ranking.data?.header;
  const projects = programme.data?.projects ?? [];
  const freePlaces = header && header.places !== null ? Math.max(0, header.places - header.selectedCount) : null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToListLink listPath={`/staff/programmes/${programmeId}`}>{t('page.back')}</BackToListLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words">{t('page.title')}</h1>
          {name && <p className="text-muted-foreground break-words">{name}</p>}
        </div>
        {mayDesign && header && (
          <Button onClick={() => setSelectOpen(true)} disabled={freePlaces === 0 || header.waitingCount === 0}>
            <ListChecks aria-hidden="true" />
            {t('selectTop.open')}
          </Button>
        )}
      </div>
      {result && <SelectionResult result={result} onDismiss={() => setResult(null)} />}
      {ranking.isPending && <Skeleton className="h-96 w-full" />}
      {ranking.isError && (
        <LoadError
          error={ranking.error}
          message={t('page.loadError', { message: errorMessage(ranking.error) })}
          onRetry={() => void ranking.refetch()}
        />
      )}
      {header && <RankingHeader header={header} />}
      <RankingFilters
        values={filters}
        onChange={(changes) => setParams(changes.state === 'all' ? { ...changes, state: undefined } : changes)}
      />
      {ranking.data && (
        <section aria-labelledby="ranking-heading" className="flex flex-col gap-3">
          <h2 id="ranking-heading" className="text-lg font-semibold">
            {t('table.title', { count: ranking.data.total })}
          </h2>
          {ranking.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('table.empty')}</p>
          ) : (
            <RankingTable applicants={ranking.data.items} mayDesign={mayDesign} onWithdraw={setWithdrawing} />
          )}
          <Pager
            page={page}
            pageSize={RANKING_PAGE_SIZE}
            total={ranking.data.total}
            onPage={(next) => setParams({ page: String(next) })}
            label={t('table.pages')}
          />
        </section>
      )}
      {mayDesign && header && (
        <>
          <SelectTopDialog
            open={selectOpen}
            programmeId={programmeId}
            projects={projects}
            quotas={programme.data?.quotas ?? []}
            selectedCount={header.selectedCount}
            freePlaces={freePlaces}
            onSelected={(selection) => {
              setResult(selection);
              setSelectOpen(false);
            }}
            onReload={reload}
            onClose={() => setSelectOpen(false)}
          />
          <WithdrawPlaceDialog
            programmeId={programmeId}
            applicant={withdrawing}
            projects={projects}
            selectedCount={header.selectedCount}
            onReload={reload}
            onClose={() => setWithdrawing(null)}
          />
        </>
      )}
    </div>
  );
}
