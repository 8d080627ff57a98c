import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackQueueItem } from '@domain/feedback-handling';
import { Card } from '@web/ui/card';
import { cn } from '@web/ui/cn';
import { AwaitingReplyBadge, DueLabel, PriorityBadge, RestrictedBadge, StatusBadge } from './case-badges';

/** One case in the queue: the subject opens it; an overdue one carries a red edge as well as the words. */
export function QueueItem({ item }: { item: FeedbackQueueItem }) {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  return (
    <Card className={cn('flex flex-col gap-2 p-4', item.overdue && 'border-s-4 border-s-red-600')}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="font-mono">{item.reference}</span>
        <span>
          {t(`staff-feedback:kinds.${item.kind}`)} · {t(`feedback:categories.${item.category}`)}
        </span>
      </div>
      <h2 className="text-base font-semibold break-words">
        <Link to={`/staff/complaints/${item.id}`} className="text-primary underline-offset-4 hover:underline">
          {item.subject}
        </Link>
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={item.status} />
        <PriorityBadge priority={item.priority} />
        {item.sensitive && <RestrictedBadge />}
        {item.awaitingReply && <AwaitingReplyBadge at={item.lastPersonMessageAt} />}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="sr-only">{t('staff-feedback:case.due')}</dt>
          <dd>
            <DueLabel dueAt={item.dueAt} overdue={item.overdue} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('staff-feedback:case.handler')}</dt>
          <dd className={item.assignedTo?.active === false ? 'font-medium text-destructive' : undefined}>
            {handlerText(item.assignedTo, t)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('staff-feedback:case.person')}</dt>
          <dd className="break-words">
            {item.person
              ? `${item.person.name} · ${item.person.progresId ?? t('staff-feedback:queue.noProgresId')}`
              : t('staff-feedback:queue.anonymous')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function handlerText(assignedTo: FeedbackQueueItem['assignedTo'], t: TFunction): string {
  if (!assignedTo) return t('staff-feedback:queue.unassigned');
  return t(assignedTo.active ? 'staff-feedback:queue.handledBy' : 'staff-feedback:queue.handledByInactive', {
    name: assignedTo.name,
  });
}
