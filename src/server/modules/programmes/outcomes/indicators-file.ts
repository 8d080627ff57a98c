import ExcelJS from 'exceljs';
import { csvRow, guardSpreadsheetCell } from '@domain/registry-search';
import type { ProgrammeIndicators } from '@domain/programmes/indicators-views';

/*
 * The indicators table as a file a donor report is built from: one row for the programme and one per group,
 * rates as percentages with one decimal, empty where there is no data. Headers are in English, the working
 * language of donor reports.
 */

type Figures = ProgrammeIndicators['overall'];
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

const COLUMNS: { header: string; value: (figures: Figures) => number | null }[] = [
  { header: 'Participants', value: (figures) => figures.participants },
  { header: 'Completed', value: (figures) => figures.completion.count },
  { header: 'Completion rate %', value: (figures) => percent(figures.completion.rate) },
  { header: 'Business survival 3 months %', value: (figures) => percent(figures.survival[3].rate) },
  { header: 'Business survival 6 months %', value: (figures) => percent(figures.survival[6].rate) },
  { header: 'Business survival 12 months %', value: (figures) => percent(figures.survival[12].rate) },
  { header: 'Employment rate 6 months %', value: (figures) => percent(figures.employment.rate) },
  { header: 'Median income change KES', value: (figures) => figures.medianIncomeChange },
  { header: 'Graduated', value: (figures) => figures.graduation?.count ?? null },
  { header: 'Graduation rate %', value: (figures) => percent(figures.graduation?.rate ?? null) },
];

function rowsOf(indicators: ProgrammeIndicators): (string | number | null)[][] {
  const header = [indicators.breakdown, ...COLUMNS.map((column) => column.header)];
  const line = (group: string, figures: Figures) => [group, ...COLUMNS.map((column) => column.value(figures))];
  return [header, line('all', indicators.overall), ...indicators.groups.map((group) => line(group.group, group))];
}

export function indicatorsFileName(indicators: ProgrammeIndicators, format: 'csv' | 'xlsx'): string {
  // The cycle by the start of its id: its name is typed by staff and has no place in a header.
  const cycle = indicators.cycle ? `-cycle-${indicators.cycle.id.slice(0, 8)}` : '';
  return `indicators-${indicators.programmeId}${cycle}-${indicators.breakdown}-${indicators.asOf}.${format}`;
}

/** UTF-8 with a byte order mark, so Excel reads it right. */
export function indicatorsCsv(indicators: ProgrammeIndicators): string {
  return `\uFEFF${rowsOf(indicators).map(csvRow).join('')}`;
}

export async function indicatorsXlsx(indicators: ProgrammeIndicators): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Indicators');
  for (const row of rowsOf(indicators))
    sheet.addRow(row.map((value) => (typeof value === 'string' ? guardSpreadsheetCell(value) : value)));
  sheet.getColumn(1).width = 16;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
