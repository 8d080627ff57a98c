import { useTranslation } from 'react-i18next';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import { formatDate, formatKes } from '@web/lib/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/ui/table';
import { RecordSection } from './record-section';

/** The latest payments in KES, with the totals over all of them. */
export function PaymentsSection({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation(['staff-record', 'payments']);
  const { items, count, totalAmount, totalPaid } = record.payments;
  return (
    <RecordSection title={t('sections.payments')} empty={t('empty.payments')} isEmpty={count === 0}>
      <p className="mb-3 text-sm">
        {t('payments.summary', {
          count,
          total: formatKes(totalAmount, i18n.language),
          paid: formatKes(totalPaid, i18n.language),
        })}
        {count > items.length && ` ${t('payments.latest')}`}
      </p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.date')}</TableHead>
            <TableHead className="text-end">{t('columns.amount')}</TableHead>
            <TableHead>{t('columns.method')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
            <TableHead>{t('columns.reference')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell className="whitespace-nowrap">{formatDate(payment.createdAt, i18n.language)}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {formatKes(payment.amount, i18n.language)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {t(`payments:methods.${payment.method}`, { defaultValue: payment.method })}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {t(`payments:statuses.${payment.status}`, { defaultValue: payment.status })}
              </TableCell>
              <TableCell className="font-mono text-xs">{payment.reference ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordSection>
  );
}
