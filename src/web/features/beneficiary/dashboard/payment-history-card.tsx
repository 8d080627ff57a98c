import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SHOWN, type DashboardPayment } from '@domain/beneficiary-dashboard';
import { formatDate, formatKes } from '@web/lib/format';
import { ListCard } from './list-card';
import { StatusBadge } from './status-badge';

export function PaymentHistoryCard({ payments }: { payments: DashboardPayment[] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <ListCard
      title={t('payments.title')}
      icon={Wallet}
      isEmpty={payments.length === 0}
      emptyText={t('payments.empty')}
      viewAll={payments.length > 0 ? { to: '/beneficiary/payments', label: t('payments.viewAll') } : undefined}
    >
      <ul className="flex flex-col divide-y divide-border">
        {payments.slice(0, DASHBOARD_SHOWN).map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3 first:pt-0">
            <div className="min-w-0">
              <p className="font-semibold tabular-nums">{formatKes(payment.amount, i18n.language)}</p>
              <p className="text-sm break-words text-muted-foreground">
                {/* Unknown methods keep the spec's display: underscores as spaces. */}
                {t(`paymentMethods.${payment.paymentMethod}`, {
                  defaultValue: payment.paymentMethod.replace(/_/g, ' '),
                })}
                {payment.paymentReference ? ` · ${payment.paymentReference}` : ''}
              </p>
              <p className="text-sm text-muted-foreground">{formatDate(payment.createdAt, i18n.language)}</p>
            </div>
            <StatusBadge group="paymentStatus" status={payment.status} />
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
