import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useProgrammesReport, type ProgrammeCounts, type ProgrammesReport } from './api/get-programmes-report';
import { GroupedBars } from './report-charts';
import { periodSlug, type ReportPeriod } from './report-period';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { useReportFormat } from './use-report-format';

type Format = ReturnType<typeof useReportFormat>;

/** The figures every programme row has, after the columns that name it. */
function countColumns<T extends ProgrammeCounts>(t: TFunction<'staff-reports'>, format: Format): ReportColumn<T>[] {
  return [
    { key: 'target', label: t('columns.target'), value: (row) => row.target, numeric: true },
    { key: 'enrolled', label: t('columns.enrolled'), value: (row) => row.enrolled, numeric: true },
    { key: 'completed', label: t('columns.completed'), value: (row) => row.completed, numeric: true },
    {
      key: 'completionRate',
      label: t('columns.completionRate'),
      value: (row) => row.completionRate,
      format: (row) => format.percent(row.completionRate),
      numeric: true,
    },
    {
      key: 'attendanceRate',
      label: t('columns.attendanceRate'),
      value: (row) => row.attendanceRate,
      format: (row) => format.percent(row.attendanceRate),
      numeric: true,
    },
    {
      key: 'budget',
      label: t('columns.budgetUsd'),
      value: (row) => row.budget,
      format: (row) => format.usd(row.budget),
      numeric: true,
    },
    {
      key: 'spent',
      label: t('columns.spentUsd'),
      value: (row) => row.spent,
      format: (row) => format.usd(row.spent),
      numeric: true,
    },
  ];
}

function ByPartner({ report, period }: { report: ProgrammesReport; period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const rows = report.byPartner.map((row) => ({ ...row, label: row.partner }));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <GroupedBars
          data={rows}
          format={format.count}
          series={[
            { key: 'target', name: t('columns.target') },
            { key: 'enrolled', name: t('columns.enrolled') },
            { key: 'completed', name: t('columns.completed') },
          ]}
        />
        <GroupedBars
          data={rows}
          format={format.usd}
          series={[
            { key: 'budget', name: t('columns.budgetUsd') },
            { key: 'spent', name: t('columns.spentUsd') },
          ]}
        />
      </div>
      <ReportTable
        caption={t('programmes.byPartner')}
        csvName={`programmes-by-partner_${periodSlug(period)}`}
        rows={rows}
        rowKey={(row) => row.partner}
        footer={{ ...report.totals, partner: t('total'), label: t('total') }}
        columns={[
          { key: 'partner', label: t('columns.partner'), value: (row) => row.partner },
          { key: 'projects', label: t('columns.projects'), value: (row) => row.projects, numeric: true },
          ...countColumns<(typeof rows)[number]>(t, format),
        ]}
      />
    </div>
  );
}

function ByProject({ report, period }: { report: ProgrammesReport; period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  type Row = ProgrammesReport['byProject'][number];
  return (
    <ReportTable<Row>
      caption={t('programmes.byProject')}
      csvName={`programmes-by-project_${periodSlug(period)}`}
      rows={report.byProject}
      rowKey={(row) => row.projectId}
      columns={[
        { key: 'code', label: t('columns.projectCode'), value: (row) => row.code },
        { key: 'name', label: t('columns.project'), value: (row) => row.name },
        { key: 'partner', label: t('columns.partner'), value: (row) => row.partner },
        { key: 'type', label: t('columns.type'), value: (row) => t(`projectTypes.${row.type}`) },
        { key: 'location', label: t('columns.camp'), value: (row) => format.camp(row.location) },
        ...countColumns<Row>(t, format),
      ]}
    />
  );
}

/** Projects running in the period: enrolled against target, completion, attendance and budget spent, by partner and project. */
export function ProgrammesSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  return (
    <ReportSection
      heading={t('programmes.heading')}
      description={t('programmes.description')}
      query={useProgrammesReport(period)}
      isEmpty={(report) => report.byProject.length === 0}
      emptyText={t('programmes.empty')}
    >
      {(report) => (
        <>
          <ByPartner report={report} period={period} />
          <ByProject report={report} period={period} />
          <p className="text-sm text-muted-foreground">{t('programmes.note')}</p>
        </>
      )}
    </ReportSection>
  );
}
