import { AlarmClock, MessageSquareDot, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackPriority, FeedbackStatus } from '@domain/feedback';
import { formatDate } from '@web/lib/format';
import { Badge, type BadgeTone } from '@web/ui/badge';

/* Colour helps at a glance; the words carry the meaning (every tint keeps text contrast at 4.5:1). */

const PRIORITY_TONES: Record<FeedbackPriority, BadgeTone | undefined> = {
  low: undefined,
  medium: 'blue',
  high: 'yellow',
  urgent: 'red',
};

export function PriorityBadge({ priority }: { priority: FeedbackPriority }) {
  const { t } = useTranslation('staff-feedback');
  return <Badge tone={PRIORITY_TONES[priority]}>{t(`priorities.${priority}`)}</Badge>;
}

const STATUS_TONES: Record<FeedbackStatus, BadgeTone | undefined> = {
  new: 'blue',
  assigned: 'purple',
  in_progress: 'yellow',
  resolved: 'green',
  closed: undefined,
};

export function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('staff-feedback');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function RestrictedBadge() {
  const { t } = useTranslation('staff-feedback');
  return (
    <Badge tone="red" className="gap-1">
      <ShieldAlert aria-hidden="true" className="size-3" />
      {t('restricted')}
    </Badge>
  );
}

/** The person wrote after our last reply: "New message from the person", with when. */
export function AwaitingReplyBadge({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation('staff-feedback');
  return (
    <Badge tone="blue" className="gap-1">
      <MessageSquareDot aria-hidden="true" className="size-3" />
      {at ? t('awaiting.newMessageOn', { date: formatDate(at, i18n.language) }) : t('awaiting.newMessage')}
    </Badge>
  );
}

/**
 * "Overdue: was due 3 Nov" in red with an icon, or "Due 5 Nov". Under a "Due"
 * heading (dateOnly) the word is not repeated: "5 Nov", or "3 Nov, overdue".
 */
export function DueLabel({
  dueAt,
  overdue,
  dateOnly = false,
}: {
  dueAt: string | null;
  overdue: boolean;
  dateOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('staff-feedback');
  if (!dueAt) return <span>{t('due.none')}</span>;
  const date = formatDate(dueAt, i18n.language);
  if (!overdue) return <span>{dateOnly ? date : t('due.dueOn', { date })}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-red-700">
      <AlarmClock aria-hidden="true" className="size-4 shrink-0" />
      {t(dateOnly ? 'due.overdueShort' : 'due.overdue', { date })}
    </span>
  );
}
