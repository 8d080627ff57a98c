import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { OutcomeCounts } from './api/get-employment-report';

export interface OutcomeRow extends OutcomeCounts {
  key: string;
  label: string;
}

const COLUMNS = ['applications', 'interviews', 'hires'] as const;

/**
 * One breakdown of the counts with its totals row. The table scrolls inside
 * its own focusable region so a phone never scrolls the whole page sideways.
 */
export function OutcomesTable({ caption, groupHeading, rows, totals }: { caption: string; groupHeading: string; rows: OutcomeRow[]; totals: OutcomeCounts }) {
  const { t, i18n } = useTranslation('staff-reports');
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2">
      <table className="w-full min-w-[28rem] border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {groupHeading}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {row.label}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className="px-3 py-2 text-right tabular-nums">
                  {formatNumber(row[column], i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              {t('total')}
            </th>
            {COLUMNS.map((column) => (
              <td key={column} className="px-3 py-2 text-right tabular-nums">
                {formatNumber(totals[column], i18n.language)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
