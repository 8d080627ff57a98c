import { useTranslation } from 'react-i18next';
import type { ReferralStatus, ReferralUrgency } from '@domain/referrals';
import { Badge, type BadgeTone } from '@web/ui/badge';

const STATUS_TONES: Record<ReferralStatus, BadgeTone> = {
  sent: 'blue',
  accepted: 'purple',
  declined: 'red',
  closed: 'green',
};

export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation('referrals');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function UrgencyBadge({ urgency }: { urgency: ReferralUrgency }) {
  const { t } = useTranslation('referrals');
  return (
    <Badge tone={urgency === 'urgent' ? 'red' : urgency === 'priority' ? 'yellow' : undefined}>
      {t(`urgencies.${urgency}`)}
    </Badge>
  );
}

export function OverdueBadge() {
  const { t } = useTranslation('referrals');
  return <Badge tone="red">{t('overdue')}</Badge>;
}
