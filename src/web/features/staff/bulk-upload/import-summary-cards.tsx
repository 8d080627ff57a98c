import { AlertCircle, CheckCircle2, FileUp, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '@domain/import-view';
import { formatNumber } from '@web/lib/format';
import { Card } from '@web/ui/card';
import { Skeleton } from '@web/ui/skeleton';
import { useImportSummary } from './api/get-import-summary';

const CARDS: { key: Exclude<keyof ImportSummary, 'rowsWithErrors'>; icon: LucideIcon }[] = [
  { key: 'filesUploaded', icon: FileUp },
  { key: 'recordsImported', icon: CheckCircle2 },
  { key: 'errorsResolved', icon: AlertCircle },
  { key: 'successRate', icon: TrendingUp },
];

/** Files uploaded, records imported, errors resolved and success rate, counted by the server. */
export function ImportSummaryCards() {
  const { t, i18n } = useTranslation('staff-imports');
  const summary = useImportSummary();
  if (summary.isPending) return <Skeleton className="h-24 w-full" />;
  if (summary.isError) return null;
  return (
    <section aria-labelledby="import-summary">
      <h2 id="import-summary" className="sr-only">
        {t('summary.title')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="flex items-center gap-3 p-4" data-summary={key}>
              <Icon aria-hidden className="size-8 shrink-0 text-primary" />
              <div>
                <p className="text-2xl font-semibold">
                  {key === 'successRate'
                    ? t('percent', { percent: summary.data[key] })
                    : formatNumber(summary.data[key], i18n.language)}
                </p>
                <p className="text-sm text-muted-foreground">{t(`summary.${key}`)}</p>
                {key === 'errorsResolved' && (
                  <p className="text-xs text-muted-foreground">
                    {t('summary.ofRowsWithErrors', {
                      count: summary.data.rowsWithErrors,
                      formatted: formatNumber(summary.data.rowsWithErrors, i18n.language),
                    })}
                  </p>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
