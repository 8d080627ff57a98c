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
 * A schema message, in its namespace. Loaded on demand and without suspending:
 * the auth pages load their validation messages with their schemas (see
 * features/auth/use-auth-form.ts), so a page with a form need not load them up front.
 */
function TranslatedMessage({ messageKey }: { messageKey: string }) {
  const { t, ready } = useTranslation(messageKey.slice(0, messageKey.indexOf(':')), { useSuspense: false });
  return ready ? t(messageKey) : null;
}

/**
 * The one form pattern: a label, the control, and its error, wired for screen
 * readers. Schema messages are translation keys, translated here.
 */
export function FormField({ label, error, hint, children }: FormFieldProps) {
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
          {isTranslationKey(error) ? <TranslatedMessage messageKey={error} /> : error}
        </p>
      )}
    </div>
  );
}
