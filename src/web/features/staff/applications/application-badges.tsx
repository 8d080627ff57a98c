import { useTranslation } from 'react-i18next';
import { priorityBand, type PriorityBand, type ReviewStatus } from '@domain/application-review';
import { Badge, type BadgeTone } from '@web/ui/badge';

const STATUS_TONES: Record<ReviewStatus, BadgeTone> = {
  submitted: 'blue',
  under_review: 'yellow',
  approved: 'green',
  rejected: 'red',
  completed: 'purple',
  withdrawn: 'yellow',
};
const PRIORITY_TONES: Record<PriorityBand, BadgeTone> = { high: 'red', medium: 'yellow', low: 'blue' };

export function ApplicationStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('staff-applications');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** The band in words and the score out of 100: colour only helps. */
export function PriorityBadge({ score }: { score: number | null }) {
  const { t } = useTranslation('staff-applications');
  if (score === null) return <Badge>{t('priority.none')}</Badge>;
  const band = priorityBand(score);
  return <Badge tone={PRIORITY_TONES[band]}>{t(`priority.${band}`, { score })}</Badge>;
}
