import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { EMPTY_AUDIT_FILTERS, type AuditLogFilters } from './api/get-audit-log';

const TEXT_FIELDS = [
  { key: 'actor', hint: 'actorHint' },
  { key: 'action', hint: 'actionHint' },
  { key: 'targetType', hint: 'targetTypeHint' },
  { key: 'targetId', hint: null },
] as const;

/** Applied on submit, so typing does not query the log at every keystroke. */
export function AuditLogFilterForm({
  filters,
  onApply,
}: {
  filters: AuditLogFilters;
  onApply: (filters: AuditLogFilters) => void;
}) {
  const { t } = useTranslation('staff-audit');
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof AuditLogFilters, value: string) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...draft,
      actor: draft.actor.trim(),
      action: draft.action.trim(),
      targetType: draft.targetType.trim(),
      targetId: draft.targetId.trim(),
    });
  };
  const clear = () => {
    setDraft(EMPTY_AUDIT_FILTERS);
    onApply(EMPTY_AUDIT_FILTERS);
  };

  return (
    <form onSubmit={submit} aria-label={t('filters.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {TEXT_FIELDS.map(({ key, hint }) => (
        <label key={key} className="flex flex-col gap-1 text-sm font-medium">
          {t(`filters.${key}`)}
          <Input
            value={draft[key]}
            maxLength={200}
            placeholder={hint ? t(`filters.${hint}`) : undefined}
            onChange={(event) => set(key, event.target.value)}
          />
        </label>
      ))}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('filters.from')}
        <Input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('filters.to')}
        <Input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button type="button" variant="outline" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
