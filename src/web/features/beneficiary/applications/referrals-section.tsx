import { useTranslation } from 'react-i18next';
import type { ReferralStatus } from '@domain/referrals';
import { formatDate } from '@web/lib/format';
import { Badge, type BadgeTone } from '@web/ui/badge';
import { useMyReferrals } from './api/get-referrals';

const TONES: Record<ReferralStatus, BadgeTone> = { sent: 'blue', accepted: 'purple', declined: 'red', closed: 'green' };

/**
 * Where our team referred the person (another organisation's service) and how far it got. Shown only when
 * there is one: most people are never referred, and an empty heading would only puzzle them.
 */
export function ReferralsSection() {
  const { t, i18n } = useTranslation('referrals');
  const referrals = useMyReferrals();
  const items = referrals.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-referrals" className="flex flex-col gap-3">
      <div>
        <h2 id="my-referrals" className="text-xl font-semibold">
          {t('mine.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('mine.description')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{t(`services.${item.service}`)}</span>
              <Badge tone={TONES[item.status]}>{t(`mine.statuses.${item.status}`)}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {t('mine.organisation', { organisation: item.organisation.name })} ·{' '}
              {t('mine.referredOn', { date: formatDate(item.createdAt, i18n.language) })} ·{' '}
              {t('mine.updatedOn', { date: formatDate(item.updatedAt, i18n.language) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
