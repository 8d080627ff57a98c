import { useTranslation } from 'react-i18next';
import { useEmploymentReport, type EmploymentReport, type OutcomeCounts } from './api/get-employment-report';
import { periodSlug, type ReportPeriod } from './report-period';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { useReportFormat } from './use-report-format';

interface OutcomeRow extends OutcomeCounts {
  key: string;
  label: string;
}

function OutcomesTable({
  caption,
  groupHeading,
  csvName,
  rows,
  totals,
}: {
  caption: string;
  groupHeading: string;
  csvName: string;
  rows: OutcomeRow[];
  totals: OutcomeCounts;
}) {
  const { t } = useTranslation('staff-reports');
  const columns: ReportColumn<OutcomeRow>[] = [
    { key: 'group', label: groupHeading, value: (row) => row.label },
    ...(['applications', 'interviews', 'hires'] as const).map((column) => ({
      key: column,
      label: t(`columns.${column}`),
      value: (row: OutcomeRow) => row[column],
      numeric: true,
    })),
  ];
  return (
    <ReportTable
      caption={caption}
      csvName={csvName}
      rows={rows}
      rowKey={(row) => row.key}
      footer={{ ...totals, key: 'total', label: t('total') }}
      columns={columns}
    />
  );
}

function Tables({ report, period }: { report: EmploymentReport; period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const slug = periodSlug(period);
  return (
    <>
      <OutcomesTable
        caption={t('employment.byEmployer')}
        groupHeading={t('columns.employer')}
        csvName={`employment-by-employer_${slug}`}
        rows={report.byEmployer.map((row) => ({ ...row, key: row.companyId, label: row.companyName }))}
        totals={report.totals}
      />
      <OutcomesTable
        caption={t('employment.byCamp')}
        groupHeading={t('columns.camp')}
        csvName={`employment-by-camp_${slug}`}
        rows={report.byCamp.map((row) => ({ ...row, key: row.camp ?? 'none', label: format.camp(row.camp) }))}
        totals={report.totals}
      />
      <div className="flex flex-col gap-2">
        <OutcomesTable
          caption={t('employment.byProgramme')}
          groupHeading={t('columns.programme')}
          csvName={`employment-by-programme_${slug}`}
          rows={report.byProgramme.map((row) => ({
            ...row,
            key: row.programmeId ?? 'none',
            label: row.programme ?? t('employment.noProgramme'),
          }))}
          totals={report.totals}
        />
        <p className="text-sm text-muted-foreground">{t('employment.programmeNote')}</p>
      </div>
    </>
  );
}

/** Applications, interviews and hires by employer, camp and programme. */
export function EmploymentOutcomesSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  return (
    <ReportSection
      heading={t('employment.heading')}
      description={t('employment.description')}
      query={useEmploymentReport(period)}
      isEmpty={(report) => report.totals.applications === 0}
      emptyText={t('employment.empty')}
    >
      {(report) => <Tables report={report} period={period} />}
    </ReportSection>
  );
}
