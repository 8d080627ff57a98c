import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '@web/lib/i18n';
import { cn } from './cn';

interface LanguageSwitcherProps {
  className?: string;
  /** Also keep the choice elsewhere (a signed-in beneficiary's account) once the screen has switched. */
  onChosen?: (code: LanguageCode) => void;
}

/**
 * In every header and on the auth pages; the choice is remembered on this device. Each language is named in
 * itself (Soomaali, العربية), so a person who cannot read the current one still finds their own.
 */
export function LanguageSwitcher({ className, onChosen }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const choose = async (code: LanguageCode) => {
    await changeLanguage(code);
    onChosen?.(code);
  };
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common:language.label')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void choose(event.target.value as LanguageCode)}
        className="h-9 max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
