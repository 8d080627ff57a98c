import { useId, type ReactElement, cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '@domain/application-review';
import { CAMPS } from '@domain/beneficiary-profile';
import { MAX_PRIORITY_SCORE } from '@domain/priority-score';
import { Checkbox } from '@web/ui/checkbox';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import type { QueueFilters } from './api/get-applications';
import { useProgrammes } from './api/get-programmes';
import type { FilterName } from './use-queue-params';

/** A label above its control, tied by id: the control's name is the label alone, not the label plus its value. */
function Field({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactElement<{ id?: string }>;
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, { id })}
    </div>
  );
}

interface QueueFiltersProps {
  filters: QueueFilters;
  onChange: (changes: Partial<Record<FilterName, string | undefined>>) => void;
}

/** Programme, status, camp, priority range and "assigned to me": each change reloads the queue from page one. */
export function QueueFiltersForm({ filters, onChange }: QueueFiltersProps) {
  const { t, i18n } = useTranslation('staff-applications');
  const programmes = useProgrammes(i18n.language);
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-6">
      <legend className="sr-only">{t('filters.legend')}</legend>
      <Field label={t('filters.programme')} className="xl:col-span-2">
        <Select value={filters.programme ?? ''} onChange={(event) => onChange({ programme: event.target.value })}>
          <option value="">{t('filters.allProgrammes')}</option>
          {(programmes.data ?? []).map((programme) => (
            <option key={programme.id} value={programme.id}>
              {programme.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.status')}>
        <Select value={filters.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{t('filters.allStatuses')}</option>
          {REVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.camp')}>
        <Select value={filters.camp ?? ''} onChange={(event) => onChange({ camp: event.target.value })}>
          <option value="">{t('filters.allCamps')}</option>
          {CAMPS.map((camp) => (
            <option key={camp} value={camp}>
              {t(`camps.${camp}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.minPriority')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PRIORITY_SCORE}
          value={number(filters.minPriority)}
          onChange={(event) => onChange({ minPriority: event.target.value })}
        />
      </Field>
      <Field label={t('filters.maxPriority')}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PRIORITY_SCORE}
          value={number(filters.maxPriority)}
          onChange={(event) => onChange({ maxPriority: event.target.value })}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2 xl:col-span-6">
        <Checkbox
          checked={filters.assignedToMe ?? false}
          onChange={(event) => onChange({ assignedToMe: event.target.checked ? 'true' : undefined })}
        />
        {t('filters.assignedToMe')}
      </label>
    </fieldset>
  );
}
