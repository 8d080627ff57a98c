import { AlertTriangle, FolderKanban, HeartPulse, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RegistrySummary } from '@domain/registry-search';
import { formatNumber } from '@web/lib/format';
import { Card } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useRegistrySummary } from './api/get-registry-summary';

const CARDS: { key: keyof RegistrySummary; icon: LucideIcon; tint: string }[] = [
  { key: 'total', icon: Users, tint: 'text-blue-700' },
  { key: 'activeProgrammes', icon: FolderKanban, tint: 'text-green-700' },
  { key: 'highVulnerability', icon: HeartPulse, tint: 'text-red-700' },
  { key: 'duplicateAlerts', icon: AlertTriangle, tint: 'text-orange-700' },
];

/** The four headline cards above the registry list. */
export function RegistrySummaryCards() {
  const { t, i18n } = useTranslation('staff-registry');
  const summary = useRegistrySummary();
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('summary.label')}>
      {CARDS.map(({ key, icon: Icon, tint }) => (
        <li key={key}>
          <Card className="flex items-start justify-between gap-3 p-5">
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">{t(`summary.${key}.title`)}</p>
              {summary.data ? (
                <p className="mt-1 text-2xl font-semibold">{formatNumber(summary.data[key], i18n.language)}</p>
              ) : (
                <Skeleton className="mt-2 h-7 w-20" />
              )}
              <p className="mt-1 text-xs text-muted-foreground">{t(`summary.${key}.note`)}</p>
            </div>
            <Icon aria-hidden="true" className={`size-6 shrink-0 ${tint}`} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
