import { useTranslation } from 'react-i18next';
import type { RegistrationsReport } from './api/get-registrations-report';
import { CategoryBars } from './report-charts';
import { periodSlug, type ReportPeriod } from './report-period';
import { ReportTable } from './report-table';
import { useReportFormat } from './use-report-format';

interface CountRow {
  key: string;
  label: string;
  count: number;
}

/** A chart of counts by category and its table. */
function CountBreakdown({
  caption,
  heading,
  csvName,
  rows,
  chartRows,
  total,
  coloured,
}: {
  caption: string;
  heading: string;
  csvName: string;
  rows: CountRow[];
  /** What the chart draws when it groups the rows (areas into camps). */
  chartRows?: CountRow[];
  total: number;
  coloured?: boolean;
}) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <CategoryBars
        data={(chartRows ?? rows).map((row) => ({ label: row.label, value: row.count }))}
        name={t('columns.registrations')}
        format={format.count}
        coloured={coloured}
      />
      <ReportTable
        caption={caption}
        csvName={csvName}
        rows={rows}
        rowKey={(row) => row.key}
        footer={{ key: 'total', label: t('total'), count: total }}
        columns={[
          { key: 'group', label: heading, value: (row) => row.label },
          { key: 'count', label: t('columns.registrations'), value: (row) => row.count, numeric: true },
        ]}
      />
    </div>
  );
}

/** Registrations by location (camp and area), nationality and vulnerability band. */
export function RegistrationsBreakdowns({ report, period }: { report: RegistrationsReport; period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const slug = periodSlug(period);
  const locations = report.byLocation.map((row) => ({
    key: `${row.camp ?? 'none'}-${row.area ?? 'none'}`,
    camp: format.camp(row.camp),
    label: row.camp ? `${format.camp(row.camp)} · ${row.area ?? t('areaNotRecorded')}` : format.camp(null),
    count: row.count,
  }));
  const byCamp = new Map<string, number>();
  for (const row of locations) byCamp.set(row.camp, (byCamp.get(row.camp) ?? 0) + row.count);
  const camps = [...byCamp].map(([camp, count]) => ({ key: camp, label: camp, count }));
  return (
    <>
      <CountBreakdown
        caption={t('registrations.byLocation')}
        heading={t('columns.location')}
        csvName={`registrations-by-location_${slug}`}
        rows={locations}
        chartRows={camps}
        total={report.total}
      />
      <CountBreakdown
        caption={t('registrations.byNationality')}
        heading={t('columns.nationality')}
        csvName={`registrations-by-nationality_${slug}`}
        rows={report.byNationality.map((row) => ({
          key: row.nationality ?? 'none',
          label: row.nationality
            ? t(`nationalities.${row.nationality}`, { defaultValue: row.nationality })
            : t('notRecorded'),
          count: row.count,
        }))}
        total={report.total}
      />
      <CountBreakdown
        caption={t('registrations.byBand')}
        heading={t('columns.band')}
        csvName={`registrations-by-vulnerability_${slug}`}
        rows={report.byBand.map((row) => ({
          key: row.band ?? 'none',
          label: t(`bands.${row.band ?? 'none'}`),
          count: row.count,
        }))}
        total={report.total}
        coloured
      />
    </>
  );
}
