import { useTranslation } from 'react-i18next';
import { CAMPS } from '@domain/beneficiary-profile';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from '@domain/documents';
import { errorMessage } from '@web/lib/api';
import { formatNumber } from '@web/lib/format';
import { oneOf, useSearchParamState } from '@web/lib/use-search-param-state';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { DOCUMENTS_PAGE_SIZE, useDocumentQueue, type DocumentQueueFilters } from './api/get-document-queue';
import { DocumentQueueCard } from './document-queue-item';
import { useDocumentTypeLabel } from './document-status-badge';

/**
 * Document Verification: what people uploaded, longest waiting first. The
 * filters and page live in the address, so coming back from a review finds
 * the queue as it was left.
 */
export default function DocumentsPage() {
  const { t, i18n } = useTranslation('staff-documents');
  const { t: tStaff } = useTranslation('staff');
  const typeLabel = useDocumentTypeLabel();
  const { params, page, setParams: update } = useSearchParamState<keyof DocumentQueueFilters>();
  const filters: DocumentQueueFilters = {
    status: oneOf<DocumentStatus>(DOCUMENT_STATUSES, params.get('status')),
    type: oneOf<DocumentType>(DOCUMENT_TYPES, params.get('type')),
    camp: oneOf(CAMPS, params.get('camp')),
  };
  const queue = useDocumentQueue(filters, page);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{tStaff('headings.documents')}</h1>
        <p className="mt-1 text-muted-foreground">{t('queue.description')}</p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">{t('queue.filters')}</legend>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          {t('queue.status')}
          <Select value={filters.status ?? ''} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t('queue.views.waiting')}</option>
            {DOCUMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`queue.views.${status}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          {t('queue.type')}
          <Select value={filters.type ?? ''} onChange={(event) => update({ type: event.target.value })}>
            <option value="">{t('queue.anyType')}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          {t('queue.camp')}
          <Select value={filters.camp ?? ''} onChange={(event) => update({ camp: event.target.value })}>
            <option value="">{t('queue.anyCamp')}</option>
            {CAMPS.map((camp) => (
              <option key={camp} value={camp}>
                {t(`camps.${camp}`)}
              </option>
            ))}
          </Select>
        </label>
      </fieldset>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {queue.data
          ? t('queue.results', { count: queue.data.total, formatted: formatNumber(queue.data.total, i18n.language) })
          : ''}
      </p>
      {queue.isPending && <Skeleton className="h-48 w-full" />}
      {queue.isError && (
        <LoadError
          error={queue.error}
          message={t('queue.loadError', { message: errorMessage(queue.error) })}
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.data && queue.data.total === 0 && <p className="text-muted-foreground">{t('queue.empty')}</p>}
      {queue.data && queue.data.total > 0 && (
        <>
          <ul aria-label={t('queue.listLabel')} className="flex flex-col gap-3">
            {queue.data.items.map((document) => (
              <li key={document.id}>
                <DocumentQueueCard document={document} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={DOCUMENTS_PAGE_SIZE}
            total={queue.data.total}
            onPage={(next) => update({ page: String(next) })}
            label={t('queue.pagerLabel')}
          />
        </>
      )}
    </div>
  );
}
