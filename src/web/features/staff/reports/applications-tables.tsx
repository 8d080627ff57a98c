import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApplicationsReport, SelectionCounts } from './api/get-applications-report';
import { ReportTable, type ReportColumn } from './report-table';
import { useReportFormat } from './use-report-format';

type Format = ReturnType<typeof useReportFormat>;
type CampRow = ApplicationsReport['byProgrammeAndCamp'][number];

// Listed here rather than imported so the page's chunk does not carry the report's schemas.
const COUNT_KEYS: (keyof SelectionCounts)[] = [
  'applications',
  'eligible',
  'ineligible',
  'selected',
  'waiting',
  'withdrawn',
];

export function selectionColumns<T extends SelectionCounts>(
  t: TFunction<'staff-reports'>,
  format: Format,
): ReportColumn<T>[] {
  return COUNT_KEYS.map((key) => ({
    key,
    label: t(`selection.counts.${key}`),
    value: (row: T) => row[key],
    format: (row: T) => format.count(row[key]),
    numeric: true,
  }));
}

interface SplitRow extends SelectionCounts {
  key: string;
  programme: string;
  camp: string;
  group: string;
}

/**
 * One table per split (gender or age band): a row for each programme, camp and group, so a
 * spreadsheet can filter the CSV on any of the three.
 */
function SplitTable({ rows, split, csvName }: { rows: CampRow[]; split: 'gender' | 'band'; csvName: string }) {
  const { t } = useTranslation('staff-reports');
  const format = useReportFormat();
  const table: SplitRow[] = rows.flatMap((row) => {
    const base = { programme: row.programme, camp: format.camp(row.camp) };
    const prefix = `${row.programmeId}|${row.camp ?? 'none'}`;
    return split === 'gender'
      ? row.byGender.map(({ gender, ...counts }) => ({
          ...base,
          ...counts,
          key: `${prefix}|${gender}`,
          group: t(`selection.genders.${gender}`),
        }))
      : row.byAgeBand.map(({ band, ...counts }) => ({
          ...base,
          ...counts,
          key: `${prefix}|${band}`,
          group: t(`selection.ageBands.${band}`),
        }));
  });
  const columns: ReportColumn<SplitRow>[] = [
    { key: 'programme', label: t('columns.programme'), value: (row) => row.programme },
    { key: 'camp', label: t('columns.camp'), value: (row) => row.camp },
    {
      key: 'group',
      label: split === 'gender' ? t('columns.gender') : t('selection.ageBand'),
      value: (row) => row.group,
    },
    ...selectionColumns<SplitRow>(t, format),
  ];
  return (
    <ReportTable
      caption={split === 'gender' ? t('selection.byGender') : t('selection.byAgeBand')}
      csvName={csvName}
      rows={table}
      rowKey={(row) => row.key}
      columns={columns}
    />
  );
}

export function SelectionSplitTables({ report, slug }: { report: ApplicationsReport; slug: string }) {
  return (
    <>
      <SplitTable rows={report.byProgrammeAndCamp} split="gender" csvName={`selection-by-gender_${slug}`} />
      <SplitTable rows={report.byProgrammeAndCamp} split="band" csvName={`selection-by-age_${slug}`} />
    </>
  );
}
