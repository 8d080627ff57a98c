import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_CODE_MAX,
  COMPANY_DESCRIPTION_MAX,
  COMPANY_NAME_MAX,
  COMPANY_TEXT_MAX,
  type CompanyProfileInput,
} from '@domain/company-profile';
import { COMPANY_SIZES, COUNTIES, INDUSTRIES } from '@domain/jobs';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { TEXTAREA_CLASS } from '@web/features/employer/shared/textarea-class';

interface SectionProps {
  register: UseFormRegister<CompanyProfileInput>;
  errors: FieldErrors<CompanyProfileInput>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function BasicInformation({ register, errors }: SectionProps) {
  const { t } = useTranslation('company');
  return (
    <Section title={t('sections.basic')}>
      <FormField label={t('fields.companyName')} error={errors.companyName?.message}>
        <Input autoComplete="organization" maxLength={COMPANY_NAME_MAX} {...register('companyName')} />
      </FormField>
      <FormField label={t('fields.industry')} error={errors.industry?.message}>
        <Select {...register('industry')}>
          <option value="">{t('form.selectIndustry')}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(`industries.${industry}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.companySize')} error={errors.companySize?.message}>
        <Select {...register('companySize')}>
          <option value="">{t('form.selectSize')}</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('sizeOption', { size })}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.website')} hint={t('form.websiteHint')} error={errors.website?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          maxLength={COMPANY_TEXT_MAX}
          {...register('website')}
        />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t('fields.description')} hint={t('form.descriptionHint')} error={errors.description?.message}>
          <textarea className={TEXTAREA_CLASS} maxLength={COMPANY_DESCRIPTION_MAX} {...register('description')} />
        </FormField>
      </div>
    </Section>
  );
}

export function ContactInformation({ register, errors }: SectionProps) {
  const { t } = useTranslation('company');
  return (
    <Section title={t('sections.contact')}>
      <FormField label={t('fields.contactPerson')} error={errors.contactPerson?.message}>
        <Input autoComplete="name" maxLength={COMPANY_TEXT_MAX} {...register('contactPerson')} />
      </FormField>
      <FormField label={t('fields.contactEmail')} error={errors.contactEmail?.message}>
        <Input type="email" autoComplete="email" maxLength={COMPANY_TEXT_MAX} {...register('contactEmail')} />
      </FormField>
      <FormField label={t('fields.contactPhone')} hint={t('form.phoneHint')} error={errors.contactPhone?.message}>
        <Input type="tel" autoComplete="tel" maxLength={30} {...register('contactPhone')} />
      </FormField>
      <FormField label={t('fields.address')} error={errors.address?.message}>
        <Input autoComplete="street-address" maxLength={COMPANY_TEXT_MAX} {...register('address')} />
      </FormField>
      <FormField label={t('fields.locationCounty')} error={errors.locationCounty?.message}>
        <Select {...register('locationCounty')}>
          <option value="">{t('form.selectCounty')}</option>
          {COUNTIES.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.locationSubcounty')} error={errors.locationSubcounty?.message}>
        <Input maxLength={COMPANY_TEXT_MAX} {...register('locationSubcounty')} />
      </FormField>
    </Section>
  );
}

export function RegistrationDetails({ register, errors }: SectionProps) {
  const { t } = useTranslation('company');
  return (
    <Section title={t('sections.registration')}>
      <FormField
        label={t('fields.registrationNumber')}
        hint={t('form.optional')}
        error={errors.registrationNumber?.message}
      >
        <Input autoComplete="off" maxLength={COMPANY_CODE_MAX} {...register('registrationNumber')} />
      </FormField>
      <FormField label={t('fields.taxPin')} hint={t('form.optional')} error={errors.taxPin?.message}>
        <Input autoComplete="off" maxLength={COMPANY_CODE_MAX} {...register('taxPin')} />
      </FormField>
    </Section>
  );
}
