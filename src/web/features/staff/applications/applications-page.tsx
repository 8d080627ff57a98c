import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { APPLICATIONS_PAGE_SIZE, useApplicationsQueue } from './api/get-applications';
import { ApplicationQueueItem } from './application-queue-item';
import { QueueFiltersForm } from './queue-filters';
import { useQueueParams } from './use-queue-params';

/** Application Review: submitted applications, highest priority first, for officers to take and decide. */
export default function ApplicationsPage() {
  const { t, i18n } = useTranslation('staff-applications');
  const { filters, page, setParams } = useQueueParams();
  const queue = useApplicationsQueue(filters, page);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </div>
      <QueueFiltersForm filters={filters} onChange={setParams} />
      {queue.isPending && <Skeleton className="h-48 w-full" />}
      {queue.isError && (
        <LoadError
          error={queue.error}
          message={t('queue.loadError', { message: errorMessage(queue.error) })}
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.data && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {queue.data.total === 0
            ? t(filtered ? 'queue.emptyFiltered' : 'queue.empty')
            : t('queue.showing', {
                from: formatNumber((page - 1) * APPLICATIONS_PAGE_SIZE + 1, i18n.language),
                to: formatNumber((page - 1) * APPLICATIONS_PAGE_SIZE + queue.data.items.length, i18n.language),
                total: formatNumber(queue.data.total, i18n.language),
              })}
        </p>
      )}
      {queue.data && queue.data.total > 0 && (
        <>
          <ul aria-label={t('queue.listLabel')} className="flex flex-col gap-3">
            {queue.data.items.map((item) => (
              <li key={item.id}>
                <ApplicationQueueItem item={item} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={APPLICATIONS_PAGE_SIZE}
            total={queue.data.total}
            onPage={(next) => setParams({ page: String(next) })}
            label={t('queue.pagerLabel')}
          />
        </>
      )}
    </div>
  );
}
