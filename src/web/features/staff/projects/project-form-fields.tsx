import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMPS } from '@domain/beneficiary-profile';
import type { ProjectInput } from '@domain/project-input';
import { KNOWN_PARTNERS, PROJECT_STATUSES, PROJECT_TYPES } from '@domain/projects';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';

export const PROGRAMME_IDS = ['cash-transfer', 'skills-training', 'business-grant'] as const;

export const TEXTAREA =
  'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

interface FieldsProps {
  register: UseFormRegister<ProjectInput>;
  errors: FieldErrors<ProjectInput>;
  /** The partner is the staff member's own organisation and cannot be changed. */
  partnerFixed: boolean;
}

/**
 * Every field of a project; the partner box suggests the five partners of the spec and takes any other
 * organisation, or stays the staff member's own organisation for those who may run only its projects.
 */
export function ProjectFormFields({ register, errors, partnerFixed }: FieldsProps) {
  const { t } = useTranslation('staff-projects');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t('fields.name')} error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
      </div>
      <FormField
        label={t('fields.partner')}
        hint={t(partnerFixed ? 'form.partnerOwn' : 'form.partnerHint')}
        error={errors.partner?.message}
      >
        <Input
          list={partnerFixed ? undefined : 'project-partners'}
          readOnly={partnerFixed}
          autoComplete="off"
          className="uppercase"
          {...register('partner')}
        />
      </FormField>
      <datalist id="project-partners">
        {KNOWN_PARTNERS.map((partner) => (
          <option key={partner} value={partner} />
        ))}
      </datalist>
      <FormField label={t('fields.type')} error={errors.type?.message}>
        <Select {...register('type')}>
          {PROJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.code')} hint={t('form.codeHint')} error={errors.code?.message}>
        <Input autoComplete="off" className="uppercase" placeholder="WFP-CFW-2026-001" {...register('code')} />
      </FormField>
      <FormField label={t('fields.location')} error={errors.location?.message}>
        <Select {...register('location')}>
          {CAMPS.map((camp) => (
            <option key={camp} value={camp}>
              {t(`camps.${camp}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.targetBeneficiaries')} error={errors.targetBeneficiaries?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register('targetBeneficiaries', { valueAsNumber: true })}
        />
      </FormField>
      <FormField label={t('fields.budget')} error={errors.budget?.message}>
        <Input type="number" inputMode="numeric" min={0} step={1} {...register('budget', { valueAsNumber: true })} />
      </FormField>
      <FormField label={t('fields.startDate')} error={errors.startDate?.message}>
        <Input type="date" {...register('startDate')} />
      </FormField>
      <FormField label={t('fields.endDate')} error={errors.endDate?.message}>
        <Input type="date" {...register('endDate')} />
      </FormField>
      <FormField label={t('fields.status')} error={errors.status?.message}>
        <Select {...register('status')}>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.programme')} error={errors.programmeId?.message}>
        <Select {...register('programmeId')}>
          <option value="">{t('form.noProgramme')}</option>
          {PROGRAMME_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`programmes.${id}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t('fields.description')} error={errors.description?.message}>
          <textarea className={TEXTAREA} maxLength={2000} {...register('description')} />
        </FormField>
      </div>
    </div>
  );
}
