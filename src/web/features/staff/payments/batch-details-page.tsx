import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PAYMENT_STATUSES } from '@domain/payments';
import { formatDate, formatDateTime, formatKes, formatNumber } from '@web/lib/format';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { Button } from '@web/ui/button';
import { Card, CardContent } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { usePaymentBatch } from './api/get-payment-batch';
import { BatchActions } from './batch-actions';
import { BatchPaymentsTable } from './batch-payments-table';
import { BatchStatusBadge } from './batch-status-badge';
import { HeldBatchNotice } from './held-batch-notice';
import { ProviderFilesCard } from './provider-files-card';
import { VerificationSection } from './verification/verification-section';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** One batch: what it pays, who made and checked it, the next step, and each person's payment. */
export default function BatchDetailsPage() {
  const { t, i18n } = useTranslation('staff-payments');
  const { batchId = '' } = useParams();
  const batch = usePaymentBatch(batchId);
  const [onlyToCheck, setOnlyToCheck] = useState(false);
  const language = i18n.language;
  const data = batch.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToListLink listPath="/staff/payments">{t('details.back')}</BackToListLink>
      {batch.isPending && <Skeleton className="h-48 w-full" />}
      {batch.isError && <LoadError error={batch.error} onRetry={() => void batch.refetch()} />}
      {data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="font-mono text-2xl font-semibold">{data.reference}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground">
                {data.project.name} <BatchStatusBadge status={data.status} />
              </p>
            </div>
          </div>
          <Card>
            <CardContent className="pt-6">
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <Fact term={t('fields.amountEach')}>{formatKes(data.amountEach, language)}</Fact>
                <Fact term={t('columns.total')}>
                  {t('details.totalOf', { total: formatKes(data.totalAmount, language), count: data.paymentCount })}
                </Fact>
                <Fact term={t('fields.method')}>{t(`methods.${data.paymentMethod}`)}</Fact>
                <Fact term={t('columns.period')}>
                  {formatDate(data.periodStart, language)} – {formatDate(data.periodEnd, language)}
                </Fact>
                <Fact term={t('details.createdBy')}>
                  {t('details.byOn', {
                    name: data.createdBy?.name ?? t('details.unknown'),
                    date: formatDateTime(data.createdAt, language),
                  })}
                </Fact>
                {data.decidedBy && data.decidedAt && (
                  <Fact term={t(data.status === 'rejected' ? 'details.rejectedBy' : 'details.approvedBy')}>
                    {t('details.byOn', { name: data.decidedBy.name, date: formatDateTime(data.decidedAt, language) })}
                  </Fact>
                )}
                {data.decisionNote && <Fact term={t('details.note')}>{data.decisionNote}</Fact>}
                {data.provider && <Fact term={t('details.provider')}>{t(`providers.${data.provider}`)}</Fact>}
                {data.description && <Fact term={t('fields.description')}>{data.description}</Fact>}
              </dl>
              <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('details.countsLabel')}>
                {PAYMENT_STATUSES.map((status) => (
                  <li key={status}>
                    {t(`paymentStatuses.${status}`)}:{' '}
                    <span className="font-semibold">{formatNumber(data.statusCounts[status], language)}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {data.heldForConfiguration > 0 && <HeldBatchNotice batch={data} />}
          {data.unresolvedCount > 0 && (
            <section
              aria-labelledby="unresolved-heading"
              className="flex flex-col gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-900"
            >
              <h2 id="unresolved-heading" className="flex items-center gap-2 font-semibold">
                <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
                {t('unresolved.count', { count: data.unresolvedCount })}
              </h2>
              <p className="text-sm">{t('unresolved.explanation')}</p>
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-pressed={onlyToCheck}
                  onClick={() => setOnlyToCheck((value) => !value)}
                >
                  {t(onlyToCheck ? 'unresolved.showAll' : 'unresolved.showOnly')}
                </Button>
              </div>
            </section>
          )}
          <BatchActions batch={data} />
          {data.provider === 'file' && <ProviderFilesCard batch={data} />}
          <BatchPaymentsTable
            batchId={data.id}
            needsCheck={onlyToCheck && data.unresolvedCount > 0}
            canSettle={data.permissions.settleByHand}
          />
          {data.status === 'completed' && <VerificationSection batchId={data.id} />}
        </>
      )}
    </div>
  );
}
