import { CheckCircle2, DollarSign, FolderKanban, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Card } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useProjectsOverview } from './api/get-projects-overview';
import { formatUsd } from './project-format';

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-5">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-semibold">{value}</p>
        <p className="mt-1 text-sm text-muted-foreground">{note}</p>
      </div>
      <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
    </Card>
  );
}

/** The spec's four cards, computed from every project. */
export function ProjectCards() {
  const { t, i18n } = useTranslation('staff-projects');
  const overview = useProjectsOverview();
  if (overview.isPending) return <Skeleton className="h-28 w-full" />;
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const figures = overview.data;
  const language = i18n.language;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={FolderKanban}
        label={t('cards.activeProjects')}
        value={formatNumber(figures.activeProjects, language)}
        note={t('cards.activeNote')}
      />
      <StatCard
        icon={DollarSign}
        label={t('cards.totalBudget')}
        value={formatUsd(figures.totalBudget, language, true)}
        note={t('cards.percentSpent', { percent: figures.percentSpent })}
      />
      <StatCard
        icon={Users}
        label={t('cards.beneficiariesServed')}
        value={formatNumber(figures.beneficiariesServed, language)}
        note={t('cards.servedNote')}
      />
      <StatCard
        icon={CheckCircle2}
        label={t('cards.completionRate')}
        value={`${figures.completionRate}%`}
        note={t('cards.completionNote')}
      />
    </div>
  );
}
