import type { TFunction } from 'i18next';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffApplicationItem } from '@domain/application-review';
import { formatDate } from '@web/lib/format';
import { useListOrigin } from '@web/ui/back-to-list-link';
import { Card } from '@web/ui/card';
import { ApplicationStatusBadge, PriorityBadge } from './application-badges';

/** One application of the queue: a card that stacks on a phone and lines up on a wide screen. */
export function ApplicationQueueItem({ item }: { item: StaffApplicationItem }) {
  const { t, i18n } = useTranslation('staff-applications');
  const listOrigin = useListOrigin();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-semibold break-words">
          <Link
            to={`/staff/applications/${item.id}`}
            state={listOrigin}
            className="text-primary underline-offset-4 hover:underline"
          >
            {item.person.name}
            <span className="sr-only">
              {' · '}
              {item.programName}
            </span>
          </Link>
        </h2>
        <p className="text-sm break-words">{item.programName}</p>
        <p className="text-sm break-words text-muted-foreground">
          {[item.person.progresId, item.person.location ?? t('queue.noLocation')].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-muted-foreground">
          {item.submittedAt ? t('queue.submitted', { date: formatDate(item.submittedAt, i18n.language) }) : null}
          {item.assignedTo ? ` · ${assigneeText(item.assignedTo, t)}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <PriorityBadge score={item.priorityScore} />
        <ApplicationStatusBadge status={item.status} />
        <ChevronRight aria-hidden="true" className="hidden size-5 text-muted-foreground sm:block" />
      </div>
    </Card>
  );
}

function assigneeText(assignedTo: NonNullable<StaffApplicationItem['assignedTo']>, t: TFunction): string {
  if (assignedTo.isYou) return t('queue.assignedToYou');
  return t(assignedTo.active ? 'queue.assignedTo' : 'queue.assignedToInactive', { name: assignedTo.name });
}
