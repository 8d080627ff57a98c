import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationForm } from '@domain/programme-application';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Skeleton } from '@web/ui/skeleton';
import { useProgrammes } from '../api/get-programmes';
import { EligibilityVerdict } from '../eligibility/eligibility-verdict';
import { ProgrammeFacts } from '../programme-facts';

function ProgrammeChoice({ programme }: { programme: OfferedProgramme }) {
  const { register } = useFormContext<ApplicationForm>();
  const detailsId = useId();
  const check = programme.eligibilityCheck;
  // A programme the person may not apply for cannot be chosen; why stays readable next to it.
  const blocked = check !== null && !check.eligible;
  // The radio is named by the programme's name alone; the facts and the verdict describe it.
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-blue-50 has-[:disabled]:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
      <label className="flex min-h-10 cursor-pointer items-start gap-3 has-[:disabled]:cursor-default">
        <input
          type="radio"
          value={programme.id}
          disabled={blocked}
          aria-describedby={detailsId}
          className="mt-1 size-4 shrink-0 accent-primary"
          {...register('programId')}
        />
        <span className="min-w-0 font-medium break-words">{programme.name}</span>
      </label>
      <div id={detailsId} className="flex flex-col gap-2 ps-7">
        {programme.description && <p className="text-sm break-words text-muted-foreground">{programme.description}</p>}
        <ProgrammeFacts programme={programme} />
        {check && <EligibilityVerdict check={check} />}
      </div>
    </div>
  );
}

/** Step 1: one programme, chosen from cards that are radio buttons (arrow keys move between them). */
export function ProgrammeStep() {
  const { t, i18n } = useTranslation(['applications', 'programmes']);
  const { formState } = useFormContext<ApplicationForm>();
  const programmes = useProgrammes(i18n.language);
  const error = formState.errors.programId?.message;
  const errorId = useId();

  if (programmes.isPending) return <Skeleton className="h-48 w-full" />;
  if (programmes.isError) return <Alert tone="error">{errorMessage(programmes.error)}</Alert>;
  if (programmes.data.length === 0) return <p className="text-sm">{t('programmes:list.none')}</p>;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('fields.program')}</legend>
      {programmes.data.map((programme) => (
        <ProgrammeChoice key={programme.id} programme={programme} />
      ))}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
