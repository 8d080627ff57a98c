import { useTranslation } from 'react-i18next';
import type { BatchVerification } from '@domain/payment-verification';
import { formatNumber } from '@web/lib/format';

/** The rate (answered of sampled) and what the answers found, as figures a reader compares at a glance. */
export function VerificationSummary({ summary }: { summary: BatchVerification['summary'] }) {
  const { t, i18n } = useTranslation('staff-verification');
  const figures = [
    [
      'rate',
      t('summary.rateValue', {
        rate: formatNumber(summary.ratePercent, i18n.language),
        answered: formatNumber(summary.answered, i18n.language),
        sampled: formatNumber(summary.sampled, i18n.language),
      }),
    ],
    ['receivedInFull', formatNumber(summary.receivedInFull, i18n.language)],
    ['notReceived', formatNumber(summary.notReceived, i18n.language)],
    ['short', formatNumber(summary.short, i18n.language)],
    ['feeAsked', formatNumber(summary.feeAsked, i18n.language)],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([key, value]) => (
        <div key={key} className="min-w-0 rounded-md border border-border p-3">
          <dt className="text-sm text-muted-foreground">{t(`summary.${key}`)}</dt>
          <dd className="text-lg font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
