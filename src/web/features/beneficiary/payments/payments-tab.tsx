import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES } from '@domain/payments';
import { errorMessage } from '@web/lib/api';
import { formatKes } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { usePayments, type PaymentFilter } from './api/get-payments';
import { PaymentRow } from './payment-row';
import { PaymentCheckCard } from './verification/payment-check-card';
import { PaymentPlan } from './plan/payment-plan';
import { LoadError } from '@web/ui/load-error';

/** Payment History: what was paid, how, and what is still on the way. Staff create payments. */
export function PaymentsTab() {
  const { t, i18n } = useTranslation('payments');
  const filterId = useId();
  const [status, setStatus] = useState<PaymentFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = usePayments(status, page);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${filterId}-title`}>
      <h1 id={`${filterId}-title`} className="text-2xl font-semibold">
        {t('title')}
      </h1>
      <PaymentCheckCard />
      <div className="grid gap-3 sm:grid-cols-2">
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{t('totals.received')}</CardTitle>
          </CardHeader>
          <CardContent className="text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl">
            {data ? formatKes(data.totals.received, i18n.language).replace(/\u00a0/g, ' ') : '…'}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{t('totals.onTheWay')}</CardTitle>
          </CardHeader>
          <CardContent className="text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl">
            {data ? formatKes(data.totals.onTheWay, i18n.language).replace(/\u00a0/g, ' ') : '…'}
          </CardContent>
        </Card>
      </div>
      <PaymentPlan />
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('filter.label')}
        </label>
        <Select
          id={filterId}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PaymentFilter);
            setPage(1);
          }}
        >
          <option value="all">{t('filter.all')}</option>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      {error && (
        <LoadError
          error={error}
          message={t('loadFailed', { message: errorMessage(error) })}
          onRetry={() => void refetch()}
        />
      )}
      <Card>
        <CardContent className="pt-2">
          {isLoading && (
            <div className="flex flex-col gap-3 py-3" role="status" aria-label={t('loading')}>
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          )}
          {data && data.items.length === 0 && <p className="py-8 text-center text-muted-foreground">{t('empty')}</p>}
          {data && data.items.length > 0 && (
            <ul className="divide-y divide-border">
              {data.items.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {data && (
        <Pager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={setPage}
          label={t('pagination.label')}
        />
      )}
    </section>
  );
}
