import { localeOf } from '@web/lib/languages';

/** Budgets are whole US dollars, shown short as the spec does: $2.4M, $850K. */
export function formatUsdCompact(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    // en-KE would write US$; the spec (and its readers) write $2.4M.
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}
