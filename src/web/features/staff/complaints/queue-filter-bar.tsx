import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, FEEDBACK_KINDS, FEEDBACK_PRIORITIES } from '@domain/feedback';
import { FEEDBACK_QUEUE_VIEWS, type FeedbackQueueFilters } from '@domain/feedback-handling';
import { Checkbox } from '@web/ui/checkbox';
import { Select } from '@web/ui/select';

interface FilterBarProps {
  filters: FeedbackQueueFilters;
  onChange: (filters: FeedbackQueueFilters) => void;
}

function Choice({
  label,
  children,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
      {label}
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </label>
  );
}

export function QueueFilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useTranslation(['staff-feedback', 'feedback']);
  const set = (changes: Partial<FeedbackQueueFilters>) => onChange({ ...filters, ...changes });
  const any = <option value="">{t('staff-feedback:queue.any')}</option>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('staff-feedback:queue.filters')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Choice
          label={t('staff-feedback:queue.status')}
          value={filters.status}
          onChange={(value) => set({ status: value as FeedbackQueueFilters['status'] })}
        >
          {FEEDBACK_QUEUE_VIEWS.map((view) => (
            <option key={view} value={view}>
              {t(`staff-feedback:queue.views.${view}`)}
            </option>
          ))}
        </Choice>
        <Choice
          label={t('staff-feedback:queue.kind')}
          value={filters.kind ?? ''}
          onChange={(value) => set({ kind: (value || undefined) as FeedbackQueueFilters['kind'] })}
        >
          {any}
          {FEEDBACK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`staff-feedback:kinds.${kind}`)}
            </option>
          ))}
        </Choice>
        <Choice
          label={t('staff-feedback:queue.category')}
          value={filters.category ?? ''}
          onChange={(value) => set({ category: (value || undefined) as FeedbackQueueFilters['category'] })}
        >
          {any}
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`feedback:categories.${category}`)}
            </option>
          ))}
        </Choice>
        <Choice
          label={t('staff-feedback:queue.priority')}
          value={filters.priority ?? ''}
          onChange={(value) => set({ priority: (value || undefined) as FeedbackQueueFilters['priority'] })}
        >
          {any}
          {FEEDBACK_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`staff-feedback:priorityOptions.${priority}`)}
            </option>
          ))}
        </Choice>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="flex min-h-10 items-center gap-2">
          <Checkbox
            checked={filters.overdue === true}
            onChange={(event) => set({ overdue: event.target.checked || undefined })}
          />
          {t('staff-feedback:queue.overdueOnly')}
        </label>
        <label className="flex min-h-10 items-center gap-2">
          <Checkbox
            checked={filters.assignedToMe === true}
            onChange={(event) => set({ assignedToMe: event.target.checked || undefined })}
          />
          {t('staff-feedback:queue.mineOnly')}
        </label>
        <label className="flex min-h-10 items-center gap-2">
          <Checkbox
            checked={filters.awaitingReply === true}
            onChange={(event) => set({ awaitingReply: event.target.checked || undefined })}
          />
          {t('staff-feedback:queue.awaitingOnly')}
        </label>
      </div>
    </fieldset>
  );
}
