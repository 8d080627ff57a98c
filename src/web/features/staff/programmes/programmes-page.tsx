import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROGRAMME_STATUSES } from '@domain/programmes/programme-design';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { oneOf, useSearchParamState } from '@web/lib/use-search-param-state';
import { useListOrigin } from '@web/ui/back-to-list-link';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { PROGRAMMES_PAGE_SIZE, useProgrammes } from './api/get-programmes';
import { ProgrammeOrganisation } from './organisation-badge';
import { MissingTranslationsBadge, ProgrammeStatusBadge } from './programme-status-badge';
import { programmeWindow } from './programme-window';

/** The Programmes tab: every programme the agency designed, filtered by status (kept in the address). */
export default function ProgrammesPage() {
  const { t, i18n } = useTranslation('staff-programmes');
  const filterId = useId();
  const { user } = useSession();
  const { params, page, setParams } = useSearchParamState<'status'>();
  const status = oneOf(PROGRAMME_STATUSES, params.get('status'));
  const listOrigin = useListOrigin();
  const programmes = useProgrammes(status, page);
  const language = i18n.language;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('heading')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
        </div>
        {user?.staff?.programmeDesign && (
          <Button asChild>
            <Link to="/staff/programmes/new">
              <Plus aria-hidden="true" />
              {t('newProgramme')}
            </Link>
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('filter')}
        </label>
        <Select
          id={filterId}
          value={status ?? 'all'}
          onChange={(event) => setParams({ status: event.target.value === 'all' ? undefined : event.target.value })}
        >
          <option value="all">{t('allStatuses')}</option>
          {PROGRAMME_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      {programmes.isPending && <Skeleton className="h-40 w-full" />}
      {programmes.isError && (
        <LoadError
          error={programmes.error}
          message={t('loadError', { message: errorMessage(programmes.error) })}
          onRetry={() => void programmes.refetch()}
        />
      )}
      {programmes.data && programmes.data.total === 0 && <p className="text-muted-foreground">{t('empty')}</p>}
      {programmes.data && programmes.data.total > 0 && (
        <>
          <Table aria-label={t('tableLabel')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.name')}</TableHead>
                <TableHead>{t('columns.kind')}</TableHead>
                <TableHead>{t('columns.status')}</TableHead>
                <TableHead>{t('columns.window')}</TableHead>
                <TableHead className="text-end">{t('columns.places')}</TableHead>
                <TableHead className="text-end">{t('columns.applications')}</TableHead>
                <TableHead className="text-end">{t('columns.selected')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {programmes.data.items.map((programme) => (
                <TableRow key={programme.id}>
                  <TableCell className="min-w-48">
                    <span className="flex flex-col items-start gap-1">
                      <Link
                        to={`/staff/programmes/${programme.id}`}
                        state={listOrigin}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {programme.name}
                      </Link>
                      <ProgrammeOrganisation code={programme.organisation} />
                      <MissingTranslationsBadge languages={programme.missingTranslations} />
                    </span>
                  </TableCell>
                  <TableCell>{t(`kinds.${programme.kind}`)}</TableCell>
                  <TableCell>
                    <ProgrammeStatusBadge status={programme.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {programmeWindow(t, language, programme.opensOn, programme.closesOn)}
                  </TableCell>
                  <TableCell className="text-end">
                    {programme.places === null ? t('noLimit') : formatNumber(programme.places, language)}
                  </TableCell>
                  <TableCell className="text-end">{formatNumber(programme.applications, language)}</TableCell>
                  <TableCell className="text-end">{formatNumber(programme.selected, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            page={page}
            pageSize={PROGRAMMES_PAGE_SIZE}
            total={programmes.data.total}
            onPage={(next) => setParams({ page: String(next) })}
            label={t('pagerLabel')}
          />
        </>
      )}
    </div>
  );
}
