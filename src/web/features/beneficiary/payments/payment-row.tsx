import { useTranslation } from 'react-i18next';
import { methodLabelFallback, type BeneficiaryPayment } from '@domain/payments';
import { formatDate, formatKes } from '@web/lib/format';
import { Badge } from '@web/ui/badge';

const STATUS_STYLES: Record<BeneficiaryPayment['status'], string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  processing: 'border-blue-200 bg-blue-50 text-blue-900',
  completed: 'border-green-200 bg-green-50 text-green-900',
  failed: 'border-red-200 bg-red-50 text-red-900',
};

export function PaymentRow({ payment }: { payment: BeneficiaryPayment }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <p className="font-semibold">{formatKes(payment.amount, i18n.language)}</p>
        <p className="text-sm text-muted-foreground">
          {t(`methods.${payment.paymentMethod}`, { defaultValue: methodLabelFallback(payment.paymentMethod) })}
          {payment.paymentReference && (
            <>
              {' · '}
              <span className="font-mono">{payment.paymentReference}</span>
            </>
          )}
        </p>
        {payment.projectName && <p className="text-sm break-words text-muted-foreground">{payment.projectName}</p>}
        {payment.status === 'failed' && payment.failureCode && (
          <p className="text-sm break-words text-red-800">
            {t('failureReason', { reason: t(`failures.${payment.failureCode}`) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <time dateTime={payment.createdAt} className="text-sm text-muted-foreground">
          {formatDate(payment.createdAt, i18n.language)}
        </time>
        <Badge className={STATUS_STYLES[payment.status]}>{t(`statuses.${payment.status}`)}</Badge>
      </div>
    </li>
  );
}
