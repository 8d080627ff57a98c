import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConsoleSearchResults } from '@domain/registry-search';
import { cn } from '@web/ui/cn';
import { Input } from '@web/ui/input';
import { SEARCH_MIN_LENGTH, useConsoleSearch } from './header/search-console';
import { SearchListbox, type SearchOption } from './header/search-listbox';
import { useDebouncedValue } from './header/use-debounced-value';

const DEBOUNCE_MS = 250;

function toOptions(listId: string, results: ConsoleSearchResults | undefined, noProgresId: string): SearchOption[] {
  if (!results) return [];
  return [
    ...results.beneficiaries.map((person) => ({
      id: `${listId}-person-${person.id}`,
      group: 'beneficiaries' as const,
      href: `/staff/beneficiaries/${person.id}`,
      title: person.name,
      detail: [person.progresId ?? noProgresId, person.location].filter(Boolean).join(' · '),
    })),
    ...results.projects.map((project) => ({
      id: `${listId}-project-${project.id}`,
      group: 'projects' as const,
      href: `/staff/projects/${project.id}`,
      title: project.name,
      detail: `${project.code} · ${project.partner}`,
    })),
  ];
}

/**
 * The header search: a combobox that lists people and projects as one types
 * (arrows to move, Enter to open, Escape to close); Enter without a choice
 * hands the text to the Beneficiaries screen through the URL (?q=).
 */
export function StaffSearchForm({ className }: { className?: string }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useConsoleSearch(query);
  const typed = text.trim().length >= SEARCH_MIN_LENGTH;
  const options = typed ? toOptions(listId, search.data, t('search.noProgresId')) : [];
  const expanded = open && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function go(path: string) {
    close();
    setText('');
    void navigate(path);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (active) return go(active.href);
    const value = text.trim();
    go(value ? `/staff/beneficiaries?q=${encodeURIComponent(value)}` : '/staff/beneficiaries');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length + (index < 0 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Escape') {
      // A first Escape closes the list; a second clears the box (the native search input's own behaviour).
      if (expanded) {
        event.preventDefault();
        close();
      }
    }
  }

  const status =
    !open || !typed
      ? ''
      : search.isError
        ? t('search.failed')
        : search.isFetching
          ? t('search.searching')
          : search.data && options.length === 0
            ? t('search.noResults')
            : options.length > 0
              ? t('search.results', { count: options.length })
              : '';

  return (
    <form role="search" aria-label={t('search.label')} onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={active?.id}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        className="ps-9"
        enterKeyHint="search"
      />
      <p role="status" className="sr-only">
        {status}
      </p>
      {open && typed && (expanded || status) && (
        <div className="absolute top-full end-0 start-0 z-40 mt-1 rounded-md border border-border bg-white shadow-lg">
          {expanded ? (
            <SearchListbox
              id={listId}
              options={options}
              activeIndex={activeIndex}
              onChoose={(option) => go(option.href)}
            />
          ) : (
            <p className="px-3 py-2 text-sm text-slate-600" aria-hidden="true">
              {status}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
