import { useId, type ReactElement, cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  /** A message key from a zod schema (e.g. "validation:emailInvalid") or a server message. */
  error?: string;
  hint?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** Schema messages are keys ("validation:emailInvalid"); server messages arrive already translated. */
function isTranslationKey(message: string): boolean {
  return /^[a-z]+:[\w.]+$/.test(message);
}

/**
 * The one form pattern: a label, the control, and its error, wired for screen
 * readers. Schema messages are translation keys, translated here.
 */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation(['common', 'validation']);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {isTranslationKey(error) ? t(error) : error}
        </p>
      )}
    </div>
  );
}
