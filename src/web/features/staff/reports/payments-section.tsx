import { useTranslation } from 'react-i18next';
import { usePaymentsReport, type PaymentSums, type PaymentsReport } from './api/get-payments-report';
import { CategoryBars } from './report-charts';
import { periodSlug, type ReportPeriod } from './report-period';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { useReportFormat } from './use-report-format';

interface SumRow extends PaymentSums {
  key: string;
  label: string;
}

/** A breakdown of payments: optionally a chart of the amounts, then the table of counts and amounts. */
function SumsBreakdown({
  caption,
  heading,
  csvName,
  rows,
  footer,
  chart = true,
}: {
  caption: string;
  heading: string;
  csvName: string;
  rows: SumRow[];
  footer?: SumRow;
  chart?: boolean;
}) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const columns: ReportColumn<SumRow>[] = [
    { key: 'group', label: heading, value: (row) => row.label },
    { key: 'count', label: t('columns.payments'), value: (row) => row.count, numeric: true },
    {
      key: 'amount',
      label: t('columns.amountKes'),
      value: (row) => row.amount,
      format: (row) => format.kes(row.amount),
      numeric: true,
    },
  ];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {chart && (
        <CategoryBars
          data={rows.map((row) => ({ label: row.label, value: row.amount }))}
          name={t('columns.amountKes')}
          format={format.count}
          coloured
        />
      )}
      <ReportTable
        caption={caption}
        csvName={csvName}
        rows={rows}
        rowKey={(row) => row.key}
        footer={footer}
        columns={columns}
      />
    </div>
  );
}

function Breakdowns({ report, period }: { report: PaymentsReport; period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const slug = periodSlug(period);
  const total: SumRow = {
    key: 'total',
    label: t('total'),
    count: report.totals.disbursedCount,
    amount: report.totals.disbursedAmount,
  };
  return (
    <>
      <SumsBreakdown
        caption={t('payments.byMonth')}
        heading={t('columns.month')}
        csvName={`payments-by-month_${slug}`}
        rows={report.byMonth.map((row) => ({ ...row, key: row.bucket, label: format.bucket(row.bucket, 'month') }))}
        footer={total}
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <SumsBreakdown
          caption={t('payments.byMethod')}
          heading={t('columns.method')}
          csvName={`payments-by-method_${slug}`}
          rows={report.byMethod.map((row) => ({ ...row, key: row.method, label: t(`paymentMethods.${row.method}`) }))}
          footer={total}
        />
        <SumsBreakdown
          caption={t('payments.byCamp')}
          heading={t('columns.camp')}
          csvName={`payments-by-camp_${slug}`}
          rows={report.byCamp.map((row) => ({ ...row, key: row.camp ?? 'none', label: format.camp(row.camp) }))}
          footer={total}
        />
      </div>
      <SumsBreakdown
        caption={t('payments.byStatus')}
        heading={t('columns.status')}
        csvName={`payments-by-status_${slug}`}
        rows={report.byStatus.map((row) => ({ ...row, key: row.status, label: t(`paymentStatuses.${row.status}`) }))}
        chart={false}
      />
    </>
  );
}

/** Payments of the period: the disbursed ones by month, method and camp, and all of them by status. */
export function PaymentsSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  return (
    <ReportSection
      heading={t('payments.heading')}
      description={t('payments.description')}
      query={usePaymentsReport(period)}
      isEmpty={(report) => report.byStatus.every((row) => row.count === 0)}
      emptyText={t('payments.empty')}
    >
      {(report) => (
        <>
          <p className="text-lg">
            <span className="text-2xl font-semibold tabular-nums">{format.kes(report.totals.disbursedAmount)}</span>{' '}
            {t('payments.totalLabel', {
              count: report.totals.disbursedCount,
              payments: format.count(report.totals.disbursedCount),
            })}
          </p>
          <Breakdowns report={report} period={period} />
        </>
      )}
    </ReportSection>
  );
}
