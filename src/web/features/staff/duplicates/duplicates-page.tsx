import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_ALERTS } from '@domain/duplicate-alerts';
import { DUPLICATE_ALERT_STATUSES, type DuplicateAlertStatus } from '@domain/registry';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { Checkbox } from '@web/ui/checkbox';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { DUPLICATES_PAGE_SIZE, useDuplicates } from './api/get-duplicates';
import { useDuplicateSummary } from './api/get-duplicate-summary';
import { DuplicateAlertCard } from './duplicate-alert-card';
import { DuplicateSummaryCards } from './duplicate-summary-cards';
import { DuplicatesBulkBar } from './duplicates-bulk-bar';
import { RegistryScanPanel } from './registry-scan-panel';

type StatusFilter = DuplicateAlertStatus | 'all';

/** Duplicate Detection Alerts: the pairs detection raised, highest risk first, for a person to decide. */
export default function DuplicatesPage() {
  const { t, i18n } = useTranslation('staff-duplicates');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useDuplicates(status === 'all' ? undefined : status, page);
  const summary = useDuplicateSummary();
  const pending = summary.data?.pendingReview ?? 0;
  const selectable = (list.data?.items ?? []).filter((item) => item.status !== 'resolved').map((item) => item.id);
  const allOnPage = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const select = (ids: string[], on: boolean) =>
    setSelected((current) =>
      on ? [...new Set([...current, ...ids])].slice(0, MAX_BULK_ALERTS) : current.filter((id) => !ids.includes(id)),
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </div>
      <DuplicateSummaryCards />
      <RegistryScanPanel />
      {pending > 0 && (
        <Alert tone="warning" className="flex items-start gap-3">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-semibold">{t('actionRequired.title')}</span>{' '}
            {t('actionRequired.body', { count: pending, formatted: formatNumber(pending, i18n.language) })}
          </p>
        </Alert>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('filter.label')}
          <Select
            className="sm:w-48"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
              setSelected([]);
            }}
          >
            {(['all', ...DUPLICATE_ALERT_STATUSES] as const).map((value) => (
              <option key={value} value={value}>
                {t(`filter.${value}`)}
              </option>
            ))}
          </Select>
        </label>
        {selectable.length > 0 && (
          <label className="flex items-center gap-2 text-sm font-medium">
            <Checkbox checked={allOnPage} onChange={(event) => select(selectable, event.target.checked)} />
            {t('bulk.selectPage')}
          </label>
        )}
      </div>
      {selected.length > 0 && <DuplicatesBulkBar ids={selected} onClear={() => setSelected([])} />}
      {list.isPending && <Skeleton className="h-48 w-full" />}
      {list.isError && (
        <LoadError
          error={list.error}
          message={t('loadError', { message: errorMessage(list.error) })}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && list.data.total === 0 && <p className="text-muted-foreground">{t(`empty.${status}`)}</p>}
      {list.data && list.data.total > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('showing', {
              from: formatNumber((page - 1) * DUPLICATES_PAGE_SIZE + 1, i18n.language),
              to: formatNumber((page - 1) * DUPLICATES_PAGE_SIZE + list.data.items.length, i18n.language),
              total: formatNumber(list.data.total, i18n.language),
            })}
          </p>
          <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
            {list.data.items.map((alert) => (
              <li key={alert.id}>
                <DuplicateAlertCard
                  alert={alert}
                  selected={selected.includes(alert.id)}
                  onSelect={(on) => select([alert.id], on)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={DUPLICATES_PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
            label={t('pagerLabel')}
          />
        </>
      )}
    </div>
  );
}
