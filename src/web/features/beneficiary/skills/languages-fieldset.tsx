import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_LEVELS,
  LANGUAGE_NAME_MAX,
  MAX_LANGUAGES,
  type SkillsAssessmentInput,
} from '@domain/skills-assessment';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { ArrayError, FieldsetShell } from './fieldset-shell';
import { emptyLanguage } from './skills-form-values';

/** Languages spoken, typed freely (camps speak dozens), each with how well. */
export function LanguagesFieldset({ form }: { form: UseFormReturn<SkillsAssessmentInput> }) {
  const { t } = useTranslation('skills');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const errors = formState.errors.languages;

  return (
    <FieldsetShell legend={t('form.languagesTitle')} hint={t('form.languagesHint', { max: MAX_LANGUAGES })}>
      <ArrayError message={errors?.root?.message ?? errors?.message} />
      {fields.length > 0 && (
        <ul className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
              <FormField label={t('form.language', { number: index + 1 })} error={errors?.[index]?.language?.message}>
                <Input
                  maxLength={LANGUAGE_NAME_MAX}
                  placeholder={t('form.languagePlaceholder')}
                  {...register(`languages.${index}.language`)}
                />
              </FormField>
              <FormField label={t('form.languageLevel', { number: index + 1 })} error={errors?.[index]?.level?.message}>
                <Select {...register(`languages.${index}.level`)}>
                  <option value="">{t('form.levelPlaceholder')}</option>
                  {LANGUAGE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`languageLevels.${level}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start sm:col-span-2"
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
                {t('form.removeLanguage', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        className="self-start"
        disabled={fields.length >= MAX_LANGUAGES}
        onClick={() => append(emptyLanguage)}
      >
        <Plus aria-hidden="true" />
        {t('form.addLanguage')}
      </Button>
    </FieldsetShell>
  );
}
