import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FeedbackQueueFilters } from '@domain/feedback-handling';
import { errorMessage } from '@web/lib/api';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { FEEDBACK_QUEUE_PAGE_SIZE, useFeedbackQueue } from './api/get-queue';
import { QueueFilterBar } from './queue-filter-bar';
import { filtersFromParams, paramsFromFilters } from './queue-filters';
import { QueueItem } from './queue-item';
import { ReferenceSearch } from './reference-search';

/** /staff/complaints: the Feedback & Complaints queue, overdue first, then by due date. */
export default function ComplaintsPage() {
  const { t } = useTranslation(['staff', 'staff-feedback']);
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const queue = useFeedbackQueue(filters, page);
  const show = (next: FeedbackQueueFilters, nextPage: number) =>
    setParams(paramsFromFilters(next, nextPage), { replace: true });
  // Cases leave the queue as they are resolved: a page that has emptied goes back to the last one with cases.
  const lastPage = queue.data ? Math.max(1, Math.ceil(queue.data.total / FEEDBACK_QUEUE_PAGE_SIZE)) : page;
  useEffect(() => {
    if (queue.isSuccess && !queue.isPlaceholderData && page > lastPage)
      setParams(paramsFromFilters(filters, lastPage), { replace: true });
  });
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{t('staff:headings.complaints')}</h1>
        <p className="mt-1 text-muted-foreground">{t('staff-feedback:queue.description')}</p>
      </div>
      <ReferenceSearch reference={filters.reference} onSearch={(reference) => show({ ...filters, reference }, 1)} />
      <QueueFilterBar filters={filters} onChange={(next) => show(next, 1)} />
      <p role="status" className="text-sm font-medium">
        {queue.data ? t('staff-feedback:queue.results', { count: queue.data.total }) : ''}
      </p>
      {queue.isPending && <Skeleton className="h-40 w-full" />}
      {queue.isError && (
        <LoadError
          error={queue.error}
          message={t('staff-feedback:queue.loadError', { message: errorMessage(queue.error) })}
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.data && queue.data.total === 0 && (
        <p className="text-muted-foreground">{t('staff-feedback:queue.empty')}</p>
      )}
      {queue.data && queue.data.items.length > 0 && (
        <>
          <ul aria-label={t('staff-feedback:queue.listLabel')} className="flex flex-col gap-3">
            {queue.data.items.map((item) => (
              <li key={item.id}>
                <QueueItem item={item} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={FEEDBACK_QUEUE_PAGE_SIZE}
            total={queue.data.total}
            onPage={(next) => show(filters, next)}
            label={t('staff-feedback:queue.pagerLabel')}
          />
        </>
      )}
    </div>
  );
}
