import { CheckCircle2, Clock, Eye, Target, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DuplicateSummary } from '@domain/duplicate-alerts';
import { formatNumber } from '@web/lib/format';
import { localeOf } from '@web/lib/languages';
import { Card } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useDuplicateSummary } from './api/get-duplicate-summary';

const CARDS: { key: keyof DuplicateSummary; icon: LucideIcon; tint: string }[] = [
  { key: 'pendingReview', icon: Clock, tint: 'text-orange-700' },
  { key: 'underReview', icon: Eye, tint: 'text-blue-700' },
  { key: 'resolvedThisMonth', icon: CheckCircle2, tint: 'text-green-700' },
  { key: 'detectionAccuracy', icon: Target, tint: 'text-purple-700' },
];

function formatValue(key: keyof DuplicateSummary, value: number | null, language: string, none: string): string {
  if (value === null) return none;
  if (key === 'detectionAccuracy')
    return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(value);
  return formatNumber(value, language);
}

/** Pending Review, Under Review, Resolved This Month and Detection Accuracy. */
export function DuplicateSummaryCards() {
  const { t, i18n } = useTranslation('staff-duplicates');
  const summary = useDuplicateSummary();
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('summary.label')}>
      {CARDS.map(({ key, icon: Icon, tint }) => (
        <li key={key}>
          <Card className="flex items-start justify-between gap-3 p-5">
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">{t(`summary.${key}`)}</p>
              {summary.data ? (
                <p className="mt-1 text-2xl font-semibold">
                  {formatValue(key, summary.data[key], i18n.language, t('summary.noDecisions'))}
                </p>
              ) : (
                <Skeleton className="mt-2 h-7 w-20" />
              )}
            </div>
            <Icon aria-hidden="true" className={`size-6 shrink-0 ${tint}`} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
