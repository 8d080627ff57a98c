import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOB_LOCATION_MAX, JOB_TEXT_MAX, JOB_TITLE_MAX, type NewJobPostingInput } from '@domain/job-posting';
import { nairobiToday } from '@domain/kenya-day';
import { EMPLOYMENT_TYPES, JOB_CURRENCIES } from '@domain/jobs';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { TEXTAREA_CLASS } from '@web/features/employer/shared/textarea-class';
import { numberField, skillsFromText } from './job-form-values';

interface FieldsProps {
  register: UseFormRegister<NewJobPostingInput>;
  errors: FieldErrors<NewJobPostingInput>;
}

export function JobTextFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation('job-postings');
  return (
    <>
      <FormField label={t('fields.title')} error={errors.title?.message}>
        <Input maxLength={JOB_TITLE_MAX} {...register('title')} />
      </FormField>
      <FormField label={t('fields.description')} hint={t('form.descriptionHint')} error={errors.description?.message}>
        <textarea className={TEXTAREA_CLASS} maxLength={JOB_TEXT_MAX} {...register('description')} />
      </FormField>
      <FormField label={t('fields.requirements')} hint={t('form.optional')} error={errors.requirements?.message}>
        <textarea className={TEXTAREA_CLASS} maxLength={JOB_TEXT_MAX} {...register('requirements')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.location')} error={errors.location?.message}>
          <Input maxLength={JOB_LOCATION_MAX} {...register('location')} />
        </FormField>
        <FormField label={t('fields.employmentType')} error={errors.employmentType?.message}>
          <Select {...register('employmentType')}>
            <option value="">{t('form.selectEmploymentType')}</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`employmentTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </>
  );
}

export function JobTermsFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation('job-postings');
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('fields.salaryMin')} error={errors.salaryMin?.message}>
          <Input {...number} {...register('salaryMin', { setValueAs: numberField('salaryMin') })} />
        </FormField>
        <FormField label={t('fields.salaryMax')} error={errors.salaryMax?.message}>
          <Input {...number} {...register('salaryMax', { setValueAs: numberField('salaryMax') })} />
        </FormField>
        <FormField label={t('fields.currency')} error={errors.currency?.message}>
          <Select {...register('currency')}>
            {JOB_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('fields.experienceYears')} error={errors.experienceYears?.message}>
          <Input {...number} {...register('experienceYears', { setValueAs: numberField('experienceYears') })} />
        </FormField>
        <FormField label={t('fields.positionsAvailable')} error={errors.positionsAvailable?.message}>
          <Input
            {...number}
            min={1}
            {...register('positionsAvailable', { setValueAs: numberField('positionsAvailable') })}
          />
        </FormField>
        <FormField label={t('fields.applicationDeadline')} error={errors.applicationDeadline?.message}>
          <Input
            type="date"
            min={nairobiToday()}
            {...register('applicationDeadline', { setValueAs: (value: unknown) => value || undefined })}
          />
        </FormField>
      </div>
      <FormField
        label={t('fields.educationRequirements')}
        hint={t('form.optional')}
        error={errors.educationRequirements?.message}
      >
        <Input maxLength={JOB_TEXT_MAX} {...register('educationRequirements')} />
      </FormField>
      <FormField label={t('fields.requiredSkills')} hint={t('form.skillsHint')} error={errors.requiredSkills?.message}>
        <Input {...register('requiredSkills', { setValueAs: skillsFromText })} />
      </FormField>
    </>
  );
}
