import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The checkbox says what anonymity does and does not do, in plain words, right under it. */
export function AnonymousChoice({ registration }: { registration: UseFormRegisterReturn<'anonymous'> }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-300 px-3 py-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 shrink-0"
        aria-describedby={`${id}-hint`}
        {...registration}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {t('form.anonymous')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {t('form.anonymousHint')}
        </p>
      </div>
    </div>
  );
}
