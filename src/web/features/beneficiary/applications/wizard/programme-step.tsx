import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationForm } from '@domain/programme-application';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Skeleton } from '@web/ui/skeleton';
import { useProgrammes } from '../api/get-programmes';

/** Step 1: one programme, chosen from cards that are radio buttons (arrow keys move between them). */
export function ProgrammeStep() {
  const { t, i18n } = useTranslation('applications');
  const { register, formState } = useFormContext<ApplicationForm>();
  const programmes = useProgrammes(i18n.language);
  const error = formState.errors.programId?.message;
  const errorId = useId();

  if (programmes.isPending) return <Skeleton className="h-48 w-full" />;
  if (programmes.isError) return <Alert tone="error">{errorMessage(programmes.error)}</Alert>;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('fields.program')}</legend>
      {programmes.data.map((programme) => (
        <label
          key={programme.id}
          className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-blue-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
        >
          <input
            type="radio"
            value={programme.id}
            className="mt-1 size-4 shrink-0 accent-primary"
            {...register('programId')}
          />
          <span className="flex min-w-0 flex-col gap-1">
            <span className="font-medium">{programme.name}</span>
            <span className="text-sm text-muted-foreground">{programme.description}</span>
            <span className="text-sm text-slate-800">
              {programme.amount} · {programme.duration}
            </span>
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
