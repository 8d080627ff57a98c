import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MAX_SKILL_AREAS,
  SKILL_AREAS,
  SKILL_DETAIL_MAX,
  SKILL_LEVELS,
  type SkillsAssessmentInput,
} from '@domain/skills-assessment';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { ArrayError, FieldsetShell } from './fieldset-shell';
import { emptySkillArea } from './skills-form-values';

/** What the person can do, each with a self-assessed level; "other" asks for their own words. */
export function SkillAreasFieldset({ form }: { form: UseFormReturn<SkillsAssessmentInput> }) {
  const { t } = useTranslation('skills');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'skillAreas' });
  const chosen = useWatch({ control, name: 'skillAreas' });
  const errors = formState.errors.skillAreas;

  return (
    <FieldsetShell legend={t('form.areasTitle')} hint={t('form.areasHint', { max: MAX_SKILL_AREAS })}>
      <ArrayError message={errors?.root?.message ?? errors?.message} />
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
            <FormField label={t('form.area', { number: index + 1 })} error={errors?.[index]?.area?.message}>
              <Select {...register(`skillAreas.${index}.area`)}>
                <option value="">{t('form.areaPlaceholder')}</option>
                {SKILL_AREAS.map((area) => (
                  <option key={area} value={area}>
                    {t(`areas.${area}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('form.level', { number: index + 1 })} error={errors?.[index]?.level?.message}>
              <Select {...register(`skillAreas.${index}.level`)}>
                <option value="">{t('form.levelPlaceholder')}</option>
                {SKILL_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`levels.${level}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            {chosen?.[index]?.area === 'other' && (
              <FormField label={t('form.detail', { number: index + 1 })} error={errors?.[index]?.detail?.message}>
                <Input
                  maxLength={SKILL_DETAIL_MAX}
                  placeholder={t('form.detailPlaceholder')}
                  {...register(`skillAreas.${index}.detail`)}
                />
              </FormField>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start sm:col-span-2"
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
              {t('form.removeArea', { number: index + 1 })}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="self-start"
        disabled={fields.length >= MAX_SKILL_AREAS}
        onClick={() => append(emptySkillArea)}
      >
        <Plus aria-hidden="true" />
        {t('form.addArea')}
      </Button>
    </FieldsetShell>
  );
}
