import { Briefcase, Home, MapPin, Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CAMPS, EDUCATION_LEVELS, EMPLOYMENT_STATUSES, GENDERS, NATIONALITIES } from '@domain/beneficiary-profile';
import { nairobiToday } from '@domain/kenya-day';
import { FormSection } from './form-section';
import { OptionField, TextField } from './profile-fields';
import { emptyAsNull, numberOr } from './profile-form-values';
import { ProgresId } from './progres-id';
import { SkillsField } from './skills-field';

export function PersonalSection({ progresId }: { progresId: string | null }) {
  const { t } = useTranslation('profile');
  return (
    <FormSection title={t('sections.personal')} icon={UserRound}>
      {progresId && <ProgresId value={progresId} />}
      <TextField name="firstName" autoComplete="given-name" />
      <TextField name="lastName" autoComplete="family-name" />
      <OptionField name="gender" options={GENDERS} />
      <TextField name="dateOfBirth" type="date" max={nairobiToday()} autoComplete="bday" setValueAs={emptyAsNull} />
      <OptionField name="nationality" options={NATIONALITIES} />
    </FormSection>
  );
}

export function ContactSection() {
  const { t } = useTranslation('profile');
  const phone = { type: 'tel', inputMode: 'tel', placeholder: t('phonePlaceholder') } as const;
  return (
    <FormSection title={t('sections.contact')} icon={Phone}>
      <TextField name="phoneNumber" autoComplete="tel" {...phone} />
      <TextField name="alternativePhone" {...phone} />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        wide
      />
    </FormSection>
  );
}

export function LocationSection() {
  const { t } = useTranslation('profile');
  return (
    <FormSection title={t('sections.location')} icon={MapPin}>
      <OptionField name="locationCamp" options={CAMPS} />
      <TextField name="locationBlock" hint={t('hints.locationBlock')} />
      <TextField name="locationUrbanArea" hint={t('hints.locationUrbanArea')} wide />
    </FormSection>
  );
}

export function ProfessionalSection() {
  const { t } = useTranslation('profile');
  return (
    <FormSection title={t('sections.professional')} icon={Briefcase}>
      <OptionField name="educationLevel" options={EDUCATION_LEVELS} />
      <OptionField name="employmentStatus" options={EMPLOYMENT_STATUSES} />
      <SkillsField />
    </FormSection>
  );
}

export function HouseholdSection() {
  const { t } = useTranslation('profile');
  const phone = { type: 'tel', inputMode: 'tel', placeholder: t('phonePlaceholder') } as const;
  return (
    <FormSection title={t('sections.household')} icon={Home}>
      <TextField name="householdSize" type="number" inputMode="numeric" min={1} step={1} setValueAs={numberOr(1)} />
      <TextField
        name="monthlyIncome"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint={t('hints.monthlyIncome')}
        setValueAs={numberOr(0)}
      />
      <TextField name="bankAccountNumber" autoComplete="off" />
      <TextField name="mobileMoneyNumber" {...phone} />
      <TextField name="emergencyContactName" autoComplete="off" />
      <TextField name="emergencyContactPhone" {...phone} />
    </FormSection>
  );
}
