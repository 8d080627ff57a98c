import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '@web/lib/i18n';
import { cn } from './cn';

/** In every header and on the auth pages; the choice is remembered on this device. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common:language.label')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
