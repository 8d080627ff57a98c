import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, type EmploymentType } from '@domain/jobs';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { NO_FILTERS, type JobFilters as Filters } from './api/get-jobs';

/** Filters apply on Search (one request per search, not per keystroke on a slow connection). */
export function JobFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onChange(NO_FILTERS);
  };
  return (
    <form
      role="search"
      aria-label={t('filters.heading')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-border bg-white p-4 md:grid-cols-3"
    >
      <FormField label={t('filters.location')}>
        <Input
          value={draft.location}
          maxLength={100}
          placeholder={t('filters.locationPlaceholder')}
          onChange={(event) => setDraft({ ...draft, location: event.target.value })}
        />
      </FormField>
      <FormField label={t('filters.type')}>
        <Select
          value={draft.employmentType}
          onChange={(event) => setDraft({ ...draft, employmentType: event.target.value as EmploymentType | '' })}
        >
          <option value="">{t('filters.anyType')}</option>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('filters.skills')} hint={t('filters.skillsHint')}>
        <Input
          value={draft.skills}
          maxLength={500}
          placeholder={t('filters.skillsPlaceholder')}
          onChange={(event) => setDraft({ ...draft, skills: event.target.value })}
        />
      </FormField>
      <div className="flex flex-wrap gap-2 md:col-span-3">
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('filters.search')}
        </Button>
        <Button variant="outline" onClick={clear}>
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
