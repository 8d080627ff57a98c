import { Briefcase, CheckCircle2, Eye, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/format';
import { Card } from '@web/ui/card';
import type { EmployerDashboard } from './api/get-dashboard';

const CARDS: { key: keyof EmployerDashboard['stats']; Icon: LucideIcon }[] = [
  { key: 'activeJobs', Icon: Briefcase },
  { key: 'totalApplications', Icon: Users },
  { key: 'profileViews', Icon: Eye },
  { key: 'jobsFilled', Icon: CheckCircle2 },
];

export function StatCards({ stats }: { stats: EmployerDashboard['stats'] }) {
  const { t, i18n } = useTranslation('employer');
  return (
    <ul aria-label={t('dashboard.statsLabel')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, Icon }) => (
        <li key={key}>
          <Card className="flex h-full items-start justify-between gap-2 p-4">
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{t(`dashboard.stats.${key}`)}</p>
              <p className="text-2xl font-semibold">{formatNumber(stats[key], i18n.language)}</p>
            </div>
            <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
