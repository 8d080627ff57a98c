import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One section of the assessment: a legend read out before each field, and a hint. */
export function FieldsetShell({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5">
      <legend className="float-start mb-1 w-full text-lg font-semibold">{legend}</legend>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {children}
    </fieldset>
  );
}

/** A message about the list as a whole (empty, too long, a repeat). */
export function ArrayError({ message }: { message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {/^[a-z]+:[\w.]+$/.test(message) ? t(message) : message}
    </p>
  );
}
