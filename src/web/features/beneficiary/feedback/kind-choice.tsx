import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_KINDS } from '@domain/feedback';

interface KindChoiceProps {
  registration: UseFormRegisterReturn<'kind'>;
  /** A message key from the schema. */
  error?: string;
}

/** Feedback or complaint as two radio buttons, each saying what it is for. */
export function KindChoice({ registration, error }: KindChoiceProps) {
  const { t } = useTranslation('feedback');
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('form.kind')}</legend>
      {FEEDBACK_KINDS.map((kind) => (
        <label
          key={kind}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2 has-checked:border-primary has-checked:bg-blue-50"
        >
          <input
            type="radio"
            value={kind}
            className="mt-1 size-4 shrink-0"
            aria-invalid={error ? true : undefined}
            {...registration}
          />
          <span className="flex flex-col">
            <span className="font-medium">{t(`kinds.${kind}`)}</span>
            <span className="text-sm text-slate-700">{t(`kindHints.${kind}`)}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
