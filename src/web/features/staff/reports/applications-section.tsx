import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@web/ui/select';
import { applicationsReportQuery, useApplicationsReport, type ApplicationsReport } from './api/get-applications-report';
import { SelectionSplitTables, selectionColumns } from './applications-tables';
import { GroupedBars } from './report-charts';
import { periodSlug, type ReportPeriod } from './report-period';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { useReportFormat } from './use-report-format';

type ProgrammeRow = ApplicationsReport['byProgramme'][number];

/** The programmes to choose from: those with applications in the period (the unfiltered report, often cached). */
function ProgrammeFilter({
  period,
  value,
  onChange,
}: {
  period: ReportPeriod;
  value: string;
  onChange: (programmeId: string) => void;
}) {
  const { t } = useTranslation('staff-reports');
  const all = useQuery(applicationsReportQuery(period, ''));
  return (
    <label className="flex flex-col gap-1 text-sm font-medium print:hidden">
      {t('selection.programmeFilter')}
      <Select value={value} onChange={(event) => onChange(event.target.value)} className="w-full sm:w-72">
        <option value="">{t('selection.allProgrammes')}</option>
        {(all.data?.byProgramme ?? []).map((row) => (
          <option key={row.programmeId} value={row.programmeId}>
            {row.programme}
          </option>
        ))}
      </Select>
    </label>
  );
}

function Figures({
  report,
  period,
  programmeId,
}: {
  report: ApplicationsReport;
  period: ReportPeriod;
  programmeId: string;
}) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const slug = [periodSlug(period), programmeId].filter(Boolean).join('_');
  const rows = report.byProgramme.map((row) => ({ ...row, label: row.programme }));
  const columns: ReportColumn<ProgrammeRow>[] = [
    { key: 'programme', label: t('columns.programme'), value: (row) => row.programme },
    ...selectionColumns<ProgrammeRow>(t, format),
  ];
  const totals: ProgrammeRow = {
    ...report.totals,
    programmeId: 'total',
    programme: t('total'),
    byGender: [],
    byAgeBand: [],
  };
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <GroupedBars
        data={rows}
        format={format.count}
        series={[
          { key: 'applications', name: t('selection.counts.applications') },
          { key: 'eligible', name: t('selection.counts.eligible') },
          { key: 'selected', name: t('selection.counts.selected') },
          { key: 'waiting', name: t('selection.counts.waiting') },
        ]}
      />
      <ReportTable
        caption={t('selection.byProgramme')}
        csvName={`selection-by-programme_${slug}`}
        rows={report.byProgramme}
        rowKey={(row) => row.programmeId}
        footer={totals}
        columns={columns}
      />
      <SelectionSplitTables report={report} slug={slug} />
      <p className="text-sm text-slate-600">{t('selection.note')}</p>
    </div>
  );
}

/** Applications and selection per programme: applied, (in)eligible, selected, waiting and withdrawn. */
export function ApplicationsSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('staff-reports');
  const [programmeId, setProgrammeId] = useState('');
  return (
    <ReportSection
      heading={t('selection.heading')}
      description={t('selection.description')}
      query={useApplicationsReport(period, programmeId)}
      isEmpty={(report) => report.totals.applications === 0 && programmeId === ''}
      emptyText={t('selection.empty')}
    >
      {(report) => (
        <div className="flex min-w-0 flex-col gap-4">
          <ProgrammeFilter period={period} value={programmeId} onChange={setProgrammeId} />
          <Figures report={report} period={period} programmeId={programmeId} />
        </div>
      )}
    </ReportSection>
  );
}
