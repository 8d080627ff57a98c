import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX } from '@domain/registry-search';
import { Input } from '@web/ui/input';

const DEBOUNCE_MS = 350;

/** Searches as the person types, once they pause, so each keystroke does not query 12,000 records. */
export function RegistrySearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('staff-registry');
  const [text, setText] = useState(value);
  const [urlValue, setUrlValue] = useState(value);

  // Back and Reload change the URL: the box follows it, unless it already shows that search.
  if (value !== urlValue) {
    setUrlValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative min-w-0 flex-1 sm:min-w-64">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        className="ps-9"
      />
    </div>
  );
}
