import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_PRIORITIES, type FeedbackPriority, type FeedbackStatus } from '@domain/feedback';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Select } from '@web/ui/select';
import { useAssignCase } from './api/assign-case';
import { useChangeCasePriority } from './api/change-case-priority';
import { useChangeCaseStatus } from './api/change-case-status';
import { AssignToMe } from './assign-to-me';
import { AssignToOther } from './assign-to-other';
import { RestrictCase } from './restrict-case';

function moveLabel(from: FeedbackStatus, to: FeedbackStatus): string {
  return from === 'resolved' && to === 'in_progress' ? 'reopen' : to;
}

/** Assignment, the status moves the server allows this viewer, and the priority. */
export function CaseHandling({ item }: { item: FeedbackStaffCase }) {
  const { t, i18n } = useTranslation('staff-feedback');
  const assign = useAssignCase(item.id);
  const status = useChangeCaseStatus(item.id);
  const priority = useChangeCasePriority(item.id);
  const [chosenPriority, setChosenPriority] = useState<FeedbackPriority>(item.priority);
  const busy = assign.isPending || status.isPending || priority.isPending;
  const run = async (action: () => Promise<FeedbackStaffCase>, success: (updated: FeedbackStaffCase) => string) => {
    try {
      toast.success(success(await action()));
    } catch (error) {
      toast.error(t('actions.failed'), { description: errorMessage(error) });
    }
  };
  const canChangePriority = item.allowed.handle && item.status !== 'closed';
  return (
    <section
      aria-labelledby="case-handling"
      className="flex flex-col gap-4 rounded-lg border border-border bg-white p-4"
    >
      <h2 id="case-handling" className="text-lg font-semibold">
        {t('actions.title')}
      </h2>
      {item.allowed.assignToMe && (
        <AssignToMe
          item={item}
          disabled={busy}
          onAssign={() =>
            run(
              () => assign.mutateAsync({}),
              () => t('actions.assigned'),
            )
          }
        />
      )}
      {item.allowed.restrict && <RestrictCase item={item} />}
      {item.allowed.assignOthers && (
        <AssignToOther
          item={item}
          disabled={busy}
          onAssign={(userId) =>
            run(
              () => assign.mutateAsync({ userId }),
              () => t('actions.assigned'),
            )
          }
        />
      )}
      {item.allowed.statuses.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{t('actions.changeStatus')}</h3>
          <div className="flex flex-wrap gap-2">
            {item.allowed.statuses.map((to) => (
              <Button
                key={to}
                variant={to === 'closed' || moveLabel(item.status, to) === 'reopen' ? 'outline' : 'default'}
                disabled={busy}
                onClick={() =>
                  void run(
                    () => status.mutateAsync({ status: to }),
                    () => t('actions.statusChanged', { status: t(`statuses.${to}`) }),
                  )
                }
              >
                {t(`actions.moves.${moveLabel(item.status, to)}`)}
              </Button>
            ))}
          </div>
        </div>
      )}
      {canChangePriority && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => priority.mutateAsync({ priority: chosenPriority }),
              (updated) =>
                t('actions.priorityChanged', { date: updated.dueAt ? formatDate(updated.dueAt, i18n.language) : '' }),
            );
          }}
        >
          <label className="flex min-w-40 flex-col gap-1 text-sm font-medium">
            {t('actions.priority')}
            <Select
              value={chosenPriority}
              onChange={(event) => setChosenPriority(event.target.value as FeedbackPriority)}
              aria-describedby="priority-hint"
            >
              {FEEDBACK_PRIORITIES.map((option) => (
                <option key={option} value={option}>
                  {t(`priorityOptions.${option}`)}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" variant="outline" disabled={busy || chosenPriority === item.priority}>
            {t('actions.savePriority')}
          </Button>
          <p id="priority-hint" className="w-full text-xs text-muted-foreground">
            {t('actions.priorityHint')}
          </p>
        </form>
      )}
      {!item.allowed.handle && <p className="text-sm text-muted-foreground">{t('actions.readOnly')}</p>}
    </section>
  );
}
