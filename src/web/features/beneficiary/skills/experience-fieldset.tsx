import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYER_NAME_MAX,
  EXPERIENCE_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  MAX_EXPERIENCE_ENTRIES,
  MAX_EXPERIENCE_YEARS,
  type SkillsAssessmentInput,
} from '@domain/skills-assessment';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { ArrayError, FieldsetShell } from './fieldset-shell';
import { emptyExperience, wholeNumber } from './skills-form-values';

/** Past work, paid or not; the server adds up the years. */
export function ExperienceFieldset({ form }: { form: UseFormReturn<SkillsAssessmentInput> }) {
  const { t } = useTranslation('skills');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'workExperience' });
  const errors = formState.errors.workExperience;

  return (
    <FieldsetShell legend={t('form.experienceTitle')} hint={t('form.experienceHint', { max: MAX_EXPERIENCE_ENTRIES })}>
      <ArrayError message={errors?.root?.message ?? errors?.message} />
      {fields.length > 0 && (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
              <FormField label={t('form.jobTitle', { number: index + 1 })} error={errors?.[index]?.title?.message}>
                <Input
                  maxLength={JOB_TITLE_MAX}
                  placeholder={t('form.jobTitlePlaceholder')}
                  {...register(`workExperience.${index}.title`)}
                />
              </FormField>
              <FormField
                label={t('form.employer', { number: index + 1 })}
                hint={t('form.optional')}
                error={errors?.[index]?.employer?.message}
              >
                <Input maxLength={EMPLOYER_NAME_MAX} {...register(`workExperience.${index}.employer`)} />
              </FormField>
              <FormField label={t('form.years', { number: index + 1 })} error={errors?.[index]?.years?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_EXPERIENCE_YEARS}
                  step={1}
                  {...register(`workExperience.${index}.years`, { setValueAs: wholeNumber })}
                />
              </FormField>
              <FormField
                label={t('form.description', { number: index + 1 })}
                hint={t('form.optional')}
                error={errors?.[index]?.description?.message}
              >
                <textarea
                  rows={2}
                  maxLength={EXPERIENCE_DESCRIPTION_MAX}
                  className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive"
                  {...register(`workExperience.${index}.description`)}
                />
              </FormField>
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start sm:col-span-2"
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
                {t('form.removeExperience', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        className="self-start"
        disabled={fields.length >= MAX_EXPERIENCE_ENTRIES}
        onClick={() => append(emptyExperience)}
      >
        <Plus aria-hidden="true" />
        {t('form.addExperience')}
      </Button>
    </FieldsetShell>
  );
}
