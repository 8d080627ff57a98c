import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_BATCH_STATUSES } from '@domain/payments';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatKes, formatNumber } from '@web/lib/format';
import { oneOf, useSearchParamState } from '@web/lib/use-search-param-state';
import { useListOrigin } from '@web/ui/back-to-list-link';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { BATCHES_PAGE_SIZE, usePaymentBatches } from './api/get-payment-batches';
import { BatchStatusBadge } from './batch-status-badge';
import { NewBatchDialog } from './new-batch-dialog';

/** Payment batches, newest first: make one, and find those waiting for a checker or for their result file (the filter and page live in the address). */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation(['staff-payments', 'staff']);
  const filterId = useId();
  const { params, page, setParams } = useSearchParamState<'status'>();
  const status = oneOf(PAYMENT_BATCH_STATUSES, params.get('status')) ?? 'all';
  const listOrigin = useListOrigin();
  const [creating, setCreating] = useState(false);
  const batches = usePaymentBatches(status, page);
  const language = i18n.language;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('staff:headings.payments')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t('newBatch')}
        </Button>
      </div>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('filter')}
        </label>
        <Select
          id={filterId}
          value={status}
          onChange={(event) => setParams({ status: event.target.value === 'all' ? undefined : event.target.value })}
        >
          <option value="all">{t('allStatuses')}</option>
          {PAYMENT_BATCH_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`batchStatuses.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      {batches.isPending && <Skeleton className="h-40 w-full" />}
      {batches.isError && (
        <LoadError
          error={batches.error}
          message={t('loadError', { message: errorMessage(batches.error) })}
          onRetry={() => void batches.refetch()}
        />
      )}
      {batches.data && batches.data.total === 0 && <p className="text-muted-foreground">{t('empty')}</p>}
      {batches.data && batches.data.total > 0 && (
        <>
          <Table aria-label={t('tableLabel')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.reference')}</TableHead>
                <TableHead>{t('columns.project')}</TableHead>
                <TableHead>{t('columns.period')}</TableHead>
                <TableHead className="text-end">{t('columns.people')}</TableHead>
                <TableHead className="text-end">{t('columns.total')}</TableHead>
                <TableHead>{t('columns.status')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {batches.data.items.map((batch) => (
                <TableRow key={batch.id}>
                  <TableCell className="font-mono whitespace-nowrap">
                    <Link
                      to={`/staff/payments/${batch.id}`}
                      state={listOrigin}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {batch.reference}
                    </Link>
                  </TableCell>
                  <TableCell className="min-w-40">{batch.project.name}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(batch.periodStart, language)} – {formatDate(batch.periodEnd, language)}
                  </TableCell>
                  <TableCell className="text-end">{formatNumber(batch.paymentCount, language)}</TableCell>
                  <TableCell className="text-end whitespace-nowrap">{formatKes(batch.totalAmount, language)}</TableCell>
                  <TableCell>
                    <span className="flex flex-col items-start gap-1">
                      <BatchStatusBadge status={batch.status} />
                      {batch.needsCheckCount > 0 && (
                        <span className="text-xs font-medium whitespace-nowrap text-destructive">
                          {t('unresolved.inList', { count: batch.needsCheckCount })}
                        </span>
                      )}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            page={page}
            pageSize={BATCHES_PAGE_SIZE}
            total={batches.data.total}
            onPage={(next) => setParams({ page: String(next) })}
            label={t('pagerLabel')}
          />
        </>
      )}
      <NewBatchDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
