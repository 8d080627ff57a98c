import { useTranslation } from 'react-i18next';
import { useRegistrationsReport, type RegistrationsReport } from './api/get-registrations-report';
import { DonutChart, TrendChart } from './report-charts';
import { periodSlug, type ReportPeriod } from './report-period';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { useReportFormat } from './use-report-format';
import { RegistrationsBreakdowns } from './registrations-breakdowns';

function OverTime({ report, period }: { report: RegistrationsReport; period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const rows = report.overTime.map((point) => ({ ...point, label: format.bucket(point.bucket, report.bucket) }));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <TrendChart
        data={rows.map((row) => ({ label: row.label, value: row.count }))}
        name={t('columns.registrations')}
        format={format.count}
      />
      <ReportTable
        caption={t('registrations.overTime')}
        csvName={`registrations-over-time_${periodSlug(period)}`}
        rows={rows}
        rowKey={(row) => row.bucket}
        footer={{ bucket: 'total', count: report.total, label: t('total') }}
        columns={[
          { key: 'period', label: t(`columns.${report.bucket}`), value: (row) => row.label },
          { key: 'start', label: t('columns.bucketStart'), value: (row) => (row.bucket === 'total' ? '' : row.bucket) },
          { key: 'count', label: t('columns.registrations'), value: (row) => row.count, numeric: true },
        ]}
      />
    </div>
  );
}

function ByGender({ report, period }: { report: RegistrationsReport; period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const rows = report.byGender.map((row) => ({
    key: row.gender ?? 'none',
    label: t(`genders.${row.gender ?? 'none'}`),
    count: row.count,
  }));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <DonutChart data={rows.map((row) => ({ label: row.label, value: row.count }))} format={format.count} />
      <ReportTable
        caption={t('registrations.byGender')}
        csvName={`registrations-by-gender_${periodSlug(period)}`}
        rows={rows}
        rowKey={(row) => row.key}
        footer={{ key: 'total', label: t('total'), count: report.total }}
        columns={[
          { key: 'gender', label: t('columns.gender'), value: (row) => row.label },
          { key: 'count', label: t('columns.registrations'), value: (row) => row.count, numeric: true },
        ]}
      />
    </div>
  );
}

/** People registered in the period: over time, then by location, gender, nationality and vulnerability band. */
export function RegistrationsSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  return (
    <ReportSection
      heading={t('registrations.heading')}
      description={t('registrations.description')}
      query={useRegistrationsReport(period)}
      isEmpty={(report) => report.total === 0}
      emptyText={t('registrations.empty')}
    >
      {(report) => (
        <>
          <p className="text-lg">
            <span className="text-2xl font-semibold tabular-nums">{format.count(report.total)}</span>{' '}
            {t('registrations.totalLabel', { count: report.total })}
          </p>
          <OverTime report={report} period={period} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-2">
            <ByGender report={report} period={period} />
            <RegistrationsBreakdowns report={report} period={period} />
          </div>
        </>
      )}
    </ReportSection>
  );
}
