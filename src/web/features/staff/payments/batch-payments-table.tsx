import { SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchPaymentItem } from '@domain/payment-batch';
import { formatKes } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Skeleton } from '@web/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { BATCH_PAYMENTS_PAGE_SIZE, useBatchPayments } from './api/get-batch-payments';
import { PaymentStatusBadge } from './batch-status-badge';
import { SettlePaymentDialog } from './settle-payment-dialog';

/**
 * Each person's payment in the batch, by name, with why it failed when it did
 * (translated, and the provider's own words beneath); a payment waiting for
 * staff is marked, and one M-Pesa never answered about may be settled by hand.
 */
export function BatchPaymentsTable({
  batchId,
  needsCheck = false,
  canSettle = false,
}: {
  batchId: string;
  needsCheck?: boolean;
  canSettle?: boolean;
}) {
  const { t, i18n } = useTranslation(['staff-payments', 'payments']);
  const [pageState, setPageState] = useState({ page: 1, needsCheck });
  // A new filter starts at its first page.
  const page = pageState.needsCheck === needsCheck ? pageState.page : 1;
  const setPage = (next: number) => setPageState({ page: next, needsCheck });
  const [settling, setSettling] = useState<BatchPaymentItem | null>(null);
  const payments = useBatchPayments(batchId, page, needsCheck);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="batch-payments-heading">
      <h2 id="batch-payments-heading" className="text-lg font-semibold">
        {t(needsCheck ? 'unresolved.headingFiltered' : 'details.paymentsHeading')}
      </h2>
      {payments.isPending && <Skeleton className="h-32 w-full" />}
      {payments.isError && <LoadError error={payments.error} onRetry={() => void payments.refetch()} />}
      {payments.data && (
        <>
          <Table aria-labelledby="batch-payments-heading">
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.name')}</TableHead>
                <TableHead>{t('columns.progresId')}</TableHead>
                <TableHead className="text-end">{t('columns.amount')}</TableHead>
                <TableHead>{t('columns.status')}</TableHead>
                <TableHead>{t('columns.reference')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.data.items.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell className="min-w-36">{payment.name}</TableCell>
                  <TableCell className="font-mono whitespace-nowrap">{payment.progresId ?? '—'}</TableCell>
                  <TableCell className="text-end whitespace-nowrap">
                    {formatKes(payment.amount, i18n.language)}
                  </TableCell>
                  <TableCell className="min-w-40">
                    <div className="flex flex-wrap items-center gap-1">
                      <PaymentStatusBadge status={payment.status} />
                      {payment.attention && <Badge tone="yellow">{t(`attention.${payment.attention}`)}</Badge>}
                    </div>
                    {payment.failureCode && (
                      <p className="mt-1 text-xs break-words text-red-800">
                        {t(`payments:failures.${payment.failureCode}`)}
                        {payment.failureDetail && (
                          <span className="block text-muted-foreground">{payment.failureDetail}</span>
                        )}
                      </p>
                    )}
                    {payment.unresolved && canSettle && (
                      // aria-label, not an sr-only span: an absolutely placed span escapes the table's scroll box and widens the page.
                      <Button
                        size="sm"
                        variant="outline"
                        className="mt-2"
                        aria-label={t('settle.openFor', { name: payment.name })}
                        onClick={() => setSettling(payment)}
                      >
                        <SearchCheck aria-hidden="true" />
                        {t('settle.open')}
                      </Button>
                    )}
                  </TableCell>
                  <TableCell className="font-mono text-xs">
                    {payment.paymentReference ?? payment.providerRequestId ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            page={page}
            pageSize={BATCH_PAYMENTS_PAGE_SIZE}
            total={payments.data.total}
            onPage={setPage}
            label={t('details.paymentsPager')}
          />
        </>
      )}
      <SettlePaymentDialog batchId={batchId} payment={settling} onClose={() => setSettling(null)} />
    </section>
  );
}
