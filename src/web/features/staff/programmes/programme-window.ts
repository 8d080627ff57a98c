import type { TFunction } from 'i18next';
import { formatDate } from '@web/lib/format';

/** When a programme takes applications, in words: "1 Feb 2026 – 31 Mar 2026", "From 1 Feb 2026", "No dates". */
export function programmeWindow(
  t: TFunction,
  language: string,
  opensOn: string | null,
  closesOn: string | null,
): string {
  const from = opensOn ? formatDate(opensOn, language) : null;
  const to = closesOn ? formatDate(closesOn, language) : null;
  if (from && to) return t('staff-programmes:window.between', { from, to });
  if (from) return t('staff-programmes:window.from', { date: from });
  if (to) return t('staff-programmes:window.until', { date: to });
  return t('staff-programmes:window.always');
}
