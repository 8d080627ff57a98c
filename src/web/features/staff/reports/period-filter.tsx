import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPS } from '@domain/beneficiary-profile';
import type { Camp } from '@domain/registry';
import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import type { ReportPeriod } from './report-period';

/** The period and location every report section counts; applied on submit so typing a date does not refetch at each keystroke. */
export function PeriodFilter({ period, onApply }: { period: ReportPeriod; onApply: (period: ReportPeriod) => void }) {
  const { t } = useTranslation('staff-reports');
  const [draft, setDraft] = useState(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('period.label')}
      className="grid gap-3 sm:flex sm:flex-wrap sm:items-end print:hidden"
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('period.from')}
        <Input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('period.to')}
        <Input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('period.camp')}
        <Select
          value={draft.camp}
          onChange={(event) => setDraft({ ...draft, camp: event.target.value as Camp | '' })}
          className="sm:w-48"
        >
          <option value="">{t('period.allCamps')}</option>
          {CAMPS.map((camp) => (
            <option key={camp} value={camp}>
              {t(`camps.${camp}`)}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" className="justify-self-start">
        {t('period.apply')}
      </Button>
    </form>
  );
}
