import { localeOf } from '@web/lib/languages';

/** Project money is whole US dollars; cards show it short ($2.4M), tables in full. */
export function formatUsd(amount: number, language: string, compact = false): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    // "$2.4M" as in the spec, not "US$2.4M" (what en-KE writes by default).
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: compact && amount >= 1000 ? 1 : 0,
    notation: compact ? 'compact' : 'standard',
  }).format(amount);
}
