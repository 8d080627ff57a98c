import { Briefcase, MessageSquare, Store, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryDashboard } from '@domain/beneficiary-dashboard';
import { formatKes, formatNumber } from '@web/lib/format';
import { Card } from '@web/ui/card';

type StatKey = keyof BeneficiaryDashboard['stats'];

const STATS: { key: StatKey; icon: LucideIcon; tint: string }[] = [
  { key: 'activeApplications', icon: Briefcase, tint: 'bg-blue-50 text-blue-700' },
  { key: 'totalPayments', icon: Wallet, tint: 'bg-green-50 text-green-700' },
  { key: 'unreadMessages', icon: MessageSquare, tint: 'bg-amber-50 text-amber-700' },
  { key: 'activeBusinesses', icon: Store, tint: 'bg-violet-50 text-violet-700' },
];

/** The four figures at the top: two by two on a phone (one column at 200% text), one row on a wide screen. */
export function StatCards({ stats }: { stats: BeneficiaryDashboard['stats'] }) {
  const { t, i18n } = useTranslation('dashboard');
  // A normal space lets a large sum wrap between currency and number on a phone, never mid-number.
  const show = (key: StatKey) =>
    key === 'totalPayments'
      ? formatKes(stats[key], i18n.language).replace(/\u00a0/g, ' ')
      : formatNumber(stats[key], i18n.language);
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8.5rem),1fr))] gap-3 lg:grid-cols-4 lg:gap-4">
      {STATS.map(({ key, icon: Icon, tint }) => (
        <Card key={key} className="flex flex-col gap-2 p-4">
          <dt className="flex flex-col items-start gap-2 text-sm font-medium text-muted-foreground sm:flex-row">
            <span className={`rounded-md p-1.5 ${tint}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 [overflow-wrap:anywhere] sm:self-center">{t(`stats.${key}`)}</span>
          </dt>
          <dd className="text-lg font-semibold tabular-nums sm:text-2xl">{show(key)}</dd>
        </Card>
      ))}
    </dl>
  );
}
