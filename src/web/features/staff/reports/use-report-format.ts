import { useTranslation } from 'react-i18next';
import type { ReportBucket } from '@domain/report-series';
import { localeOf } from '@web/lib/languages';
import { formatKes, formatNumber } from '@web/lib/format';

/** Bucket starts are calendar days; formatting them at UTC noon keeps every time zone on the same day. */
const asDay = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** How the reports write figures and labels in the reader's language. */
export function useReportFormat() {
  const { t, i18n } = useTranslation('staff-reports');
  const locale = localeOf(i18n.language);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return {
    count: (value: number) => formatNumber(value, i18n.language),
    kes: (value: number) => formatKes(value, i18n.language),
    usd: (value: number) => usd.format(value),
    /** A whole percent, or "No data" when there was nothing to measure. */
    percent: (value: number | null) => (value === null ? t('noData') : `${formatNumber(value, i18n.language)}%`),
    bucket: (iso: string, unit: ReportBucket) => {
      if (unit === 'month') return month.format(asDay(iso));
      const label = day.format(asDay(iso));
      return unit === 'week' ? t('weekOf', { day: label }) : label;
    },
    camp: (camp: string | null) => t(`camps.${camp ?? 'none'}`, { defaultValue: camp ?? '' }),
  };
}
