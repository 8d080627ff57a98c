import { useId } from 'react';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApplicationForm } from '@domain/programme-application';
import type { ApplicantQuestion } from '@domain/programmes/programme-views';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';

const isTranslationKey = (message: string) => /^[a-z]+:[\w.]+$/.test(message);

function useQuestionLabel(question: ApplicantQuestion) {
  const { t } = useTranslation('programmes');
  return question.required ? t('questions.required', { label: question.label }) : question.label;
}

/** Yes or no as two radio buttons: both choices are visible at once, and neither is picked for the person. */
function YesNoQuestion({ question, error }: { question: ApplicantQuestion; error: string | undefined }) {
  const { t } = useTranslation(['programmes', 'validation']);
  const { control } = useFormContext<ApplicationForm>();
  const label = useQuestionLabel(question);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Controller
      control={control}
      name={`answers.${question.id}`}
      render={({ field }) => (
        <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={name}
                  ref={value ? field.ref : undefined}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                  aria-invalid={error ? true : undefined}
                  className="size-4 accent-primary"
                />
                {t(value ? 'questions.yes' : 'questions.no')}
              </label>
            ))}
          </div>
          {error && (
            <p id={errorId} className="text-sm text-destructive">
              {isTranslationKey(error) ? t(error) : error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

function QuestionField({ question }: { question: ApplicantQuestion }) {
  const { t } = useTranslation('programmes');
  const { register, formState } = useFormContext<ApplicationForm>();
  const label = useQuestionLabel(question);
  const path = `answers.${question.id}` as const;
  const error = (get(formState.errors, path) as FieldError | undefined)?.message;
  switch (question.kind) {
    case 'yes_no':
      return <YesNoQuestion question={question} error={error} />;
    case 'choice':
      return (
        <FormField label={label} error={error}>
          <Select aria-required={question.required} defaultValue="" {...register(path)}>
            <option value="">{t('questions.choose')}</option>
            {question.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
      );
    case 'number':
      // Kept as typed text until sent, so an emptied box is "not answered" rather than an invalid number.
      return (
        <FormField label={label} error={error}>
          <Input type="number" inputMode="decimal" step="any" aria-required={question.required} {...register(path)} />
        </FormField>
      );
    case 'text':
      return (
        <FormField label={label} error={error}>
          <Input autoComplete="off" aria-required={question.required} {...register(path)} />
        </FormField>
      );
  }
}

/** Step 2's second part: what this programme asks on top of the standard form, in the reader's language. */
export function QuestionFields({ questions }: { questions: readonly ApplicantQuestion[] }) {
  const { t } = useTranslation('programmes');
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-border pt-4">
      <h4 id={headingId} className="text-sm font-semibold">
        {t('questions.title')}
      </h4>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} />
      ))}
    </section>
  );
}
