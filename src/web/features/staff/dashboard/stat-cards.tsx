import { CheckCircle2, DollarSign, FolderKanban, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDelta, type DashboardPeriod } from '@domain/staff-dashboard';
import { formatNumber } from '@web/lib/format';
import { localeOf } from '@web/lib/languages';
import { Card } from '@web/ui/card';
import type { StaffDashboard } from './api/get-dashboard';
import { formatUsdCompact } from './format-usd';

function StatCard({
  label,
  value,
  note,
  icon: Icon,
}: {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
}) {
  return (
    <li>
      <Card className="flex h-full items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
          <p className="mt-1 text-xs text-green-800">{note}</p>
        </div>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </Card>
    </li>
  );
}

/** The spec's four cards; deltas count what happened in the chosen period. */
export function StatCards({ stats, period }: { stats: StaffDashboard['stats']; period: DashboardPeriod }) {
  const { t, i18n } = useTranslation('staff-dashboard');
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language);
  const delta = (value: number) => formatDelta(value, localeOf(language));
  const within = t(`periodShort.${period}`);
  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="sr-only">
        {t('stats.label')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={Users}
          label={t('stats.totalBeneficiaries')}
          value={number(stats.totalBeneficiaries.value)}
          note={t('stats.registered', { delta: delta(stats.totalBeneficiaries.delta), period: within })}
        />
        <StatCard
          icon={FolderKanban}
          label={t('stats.activeProjects')}
          value={number(stats.activeProjects.value)}
          note={t('stats.newProjects', { delta: delta(stats.activeProjects.delta), period: within })}
        />
        <StatCard
          icon={DollarSign}
          label={t('stats.totalBudget')}
          value={formatUsdCompact(stats.totalBudget.value, language)}
          note={t('stats.utilised', {
            percent: stats.totalBudget.percentUtilised,
            spent: formatUsdCompact(stats.totalBudget.spent, language),
          })}
        />
        <StatCard
          icon={CheckCircle2}
          label={t('stats.programCompletions')}
          value={number(stats.programCompletions.value)}
          note={t('stats.completed', { delta: delta(stats.programCompletions.delta), period: within })}
        />
      </ul>
    </section>
  );
}
