import type { ShareOf } from '@domain/programmes/indicators';

/** A rate as a whole percentage in the reader's language; a dash where there is nothing to count. */
export function formatRate(share: ShareOf | null, language: string): string {
  if (!share || share.rate === null) return '–';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share.rate);
}

/** The fraction behind a rate ("3 / 4"), for the table and for screen readers. */
export function formatCount(share: ShareOf | null): string {
  return share ? `${share.count} / ${share.of}` : '–';
}
