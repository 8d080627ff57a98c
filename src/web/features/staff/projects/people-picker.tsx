import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { LoadError } from '@web/ui/load-error';
import { Spinner } from '@web/ui/spinner';
import { usePeopleSearch, type RegistryPerson } from './api/search-people';

interface PeoplePickerProps {
  selected: Map<string, RegistryPerson>;
  onChange: (selected: Map<string, RegistryPerson>) => void;
}

/** Search the registry and tick people; ticks survive a new search, so people can be gathered from several. */
export function PeoplePicker({ selected, onChange }: PeoplePickerProps) {
  const { t } = useTranslation('staff-projects');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const results = usePeopleSearch(q);

  const toggle = (person: RegistryPerson, ticked: boolean) => {
    const next = new Map(selected);
    if (ticked) next.set(person.id, person);
    else next.delete(person.id);
    onChange(next);
  };
  // Not a <form>: the picker sits inside the dialog's own form flow, and Enter must search, not submit.
  const onSearch = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="search" className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="people-picker-search">{t('picker.search')}</Label>
          <Input
            id="people-picker-search"
            type="search"
            value={typed}
            placeholder={t('picker.placeholder')}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && onSearch(event)}
          />
        </div>
        <Button variant="outline" onClick={onSearch}>
          <Search aria-hidden="true" />
          {t('picker.searchButton')}
        </Button>
      </div>
      {results.isFetching && <Spinner />}
      {results.isError && <LoadError error={results.error} onRetry={() => void results.refetch()} />}
      {results.data && results.data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('picker.noMatch')}</p>
      )}
      {results.data && results.data.items.length > 0 && (
        <ul
          aria-label={t('picker.results')}
          className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border"
        >
          {results.data.items.map((person) => (
            <li key={person.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                <Checkbox
                  checked={selected.has(person.id)}
                  onChange={(event) => toggle(person, event.target.checked)}
                />
                <span className="min-w-0">
                  <span className="font-medium">
                    {person.firstName} {person.lastName}
                  </span>
                  <span className="block text-muted-foreground">
                    {[person.progresId, person.location].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm" aria-live="polite">
        {t('picker.selected', { count: selected.size })}
      </p>
    </div>
  );
}
