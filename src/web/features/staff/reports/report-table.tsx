import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { cn } from '@web/ui/cn';
import { downloadCsv, type CsvValue } from './csv';

export interface ReportColumn<T> {
  key: string;
  label: string;
  /** The raw figure or text, as written to the CSV. */
  value: (row: T) => CsvValue;
  /** What the table shows when it is not the number in the reader's locale (an amount, a rate). */
  format?: (row: T) => string;
  numeric?: boolean;
}

interface ReportTableProps<T> {
  caption: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** The totals row, shown last and written last to the CSV. */
  footer?: T;
  /** The CSV's file name without extension. */
  csvName: string;
}

function cellText<T>(column: ReportColumn<T>, row: T, language: string): string {
  if (column.format) return column.format(row);
  const value = column.value(row);
  if (typeof value === 'number') return formatNumber(value, language);
  return value ?? '';
}

/**
 * A report's figures as a table: the accessible version of its chart, and what
 * the CSV holds. The first column names the row; the table scrolls sideways
 * inside its own focusable region so a phone never scrolls the whole page.
 */
export function ReportTable<T>({ caption, columns, rows, rowKey, footer, csvName }: ReportTableProps<T>) {
  const { t, i18n } = useTranslation('staff-reports');
  const download = () =>
    downloadCsv(`${csvName}.csv`, [
      columns.map((column) => column.label),
      ...[...rows, ...(footer ? [footer] : [])].map((row) => columns.map((column) => column.value(row))),
    ]);
  const renderRow = (row: T, total: boolean) =>
    columns.map((column, index) => {
      const className = cn(
        'px-3 py-2',
        column.numeric ? 'text-end tabular-nums' : 'text-start',
        total && 'font-semibold',
      );
      return index === 0 ? (
        <th key={column.key} scope="row" className={cn(className, !total && 'font-normal')}>
          {cellText(column, row, i18n.language)}
        </th>
      ) : (
        <td key={column.key} className={className}>
          {cellText(column, row, i18n.language)}
        </td>
      );
    });
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{caption}</h3>
        <Button
          variant="outline"
          size="sm"
          onClick={download}
          aria-label={t('downloadCsvOf', { caption })}
          className="print:hidden"
        >
          <Download aria-hidden />
          {t('downloadCsv')}
        </Button>
      </div>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 print:overflow-visible"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn('px-3 py-2 font-medium whitespace-nowrap', column.numeric ? 'text-end' : 'text-start')}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border print:break-inside-avoid">
                {renderRow(row, false)}
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot>
              <tr className="border-t-2 border-border">{renderRow(footer, true)}</tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
