import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_REFERENCES, MIN_REFERENCES, type ApplicationForm } from '@domain/programme-application';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';

/** Step 3: at least two references; one can be removed only while more than two remain. */
export function ReferencesStep() {
  const { t } = useTranslation('applications');
  const { control, register, formState } = useFormContext<ApplicationForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'references' });
  const errors = formState.errors.references;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('fields.referencesHint')}</p>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border border-border px-3 pt-1 pb-3">
          <legend className="px-1 text-sm font-semibold">{t('fields.reference', { n: index + 1 })}</legend>
          {fields.length > MIN_REFERENCES && (
            <Button variant="ghost" size="sm" className="self-end" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" />
              {t('fields.removeReference')}
              <span className="sr-only"> {t('fields.reference', { n: index + 1 })}</span>
            </Button>
          )}
          <FormField label={t('fields.referenceName')} error={errors?.[index]?.name?.message}>
            <Input autoComplete="off" {...register(`references.${index}.name`)} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t('fields.referencePhone')} error={errors?.[index]?.phone?.message}>
              <Input type="tel" inputMode="tel" autoComplete="off" {...register(`references.${index}.phone`)} />
            </FormField>
            <FormField label={t('fields.referenceRelationship')} error={errors?.[index]?.relationship?.message}>
              <Input autoComplete="off" {...register(`references.${index}.relationship`)} />
            </FormField>
          </div>
        </fieldset>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {t(listError)}
        </p>
      )}
      {fields.length < MAX_REFERENCES && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => append({ name: '', phone: '', relationship: '' })}
        >
          <Plus aria-hidden="true" />
          {t('fields.addReference')}
        </Button>
      )}
    </div>
  );
}
