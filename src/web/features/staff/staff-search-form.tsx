import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cn } from '../../ui/cn';
import { Input } from '../../ui/input';

/** Searching hands the text to the Beneficiaries screen through the URL (?q=). */
export function StaffSearchForm({ className }: { className?: string }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    void navigate(query ? `/staff/beneficiaries?q=${encodeURIComponent(query)}` : '/staff/beneficiaries');
  }

  return (
    <form role="search" aria-label={t('search.label')} onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        className="pl-9"
        enterKeyHint="search"
      />
    </form>
  );
}
