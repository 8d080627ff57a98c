import { useTranslation } from 'react-i18next';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import { formatDate, formatKes } from '@web/lib/format';
import { Detail, RecordSection } from './record-section';

/** The registry fields staff keep, and beside them what the person filled in on the portal. */
export function RecordDetailsSection({ record }: { record: BeneficiaryRecord }) {
  const { t, i18n } = useTranslation('staff-record');
  const { person, profile } = record;
  const none = t('page.none');
  return (
    <>
      <RecordSection title={t('sections.registry')} empty="" isEmpty={false}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={t('fields.dateOfBirth')}>
            {person.dateOfBirth ? formatDate(person.dateOfBirth, i18n.language) : none}
          </Detail>
          <Detail label={t('fields.gender')}>{person.gender ? t(`genders.${person.gender}`) : none}</Detail>
          <Detail label={t('fields.nationality')}>
            {person.nationality ? t(`nationalities.${person.nationality}`, { defaultValue: person.nationality }) : none}
          </Detail>
          <Detail label={t('fields.location')}>{person.location ?? none}</Detail>
          <Detail label={t('fields.phoneNumber')}>{person.phoneNumber ?? none}</Detail>
          <Detail label={t('fields.householdId')}>{person.householdId ?? none}</Detail>
          <Detail label={t('fields.skills')}>{person.skills.length > 0 ? person.skills.join(', ') : none}</Detail>
          <Detail label={t('page.portalAccount')}>{record.portalAccountEmail ?? t('page.noPortalAccount')}</Detail>
        </dl>
      </RecordSection>
      <RecordSection title={t('sections.profile')} empty="" isEmpty={false}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label={t('profile.email')}>{profile.email ?? none}</Detail>
          <Detail label={t('profile.alternativePhone')}>{profile.alternativePhone ?? none}</Detail>
          <Detail label={t('profile.locationUrbanArea')}>{profile.locationUrbanArea ?? none}</Detail>
          <Detail label={t('profile.educationLevel')}>
            {profile.educationLevel
              ? t(`educationLevels.${profile.educationLevel}`, { defaultValue: profile.educationLevel })
              : none}
          </Detail>
          <Detail label={t('profile.employmentStatus')}>
            {profile.employmentStatus
              ? t(`employmentStatuses.${profile.employmentStatus}`, { defaultValue: profile.employmentStatus })
              : none}
          </Detail>
          <Detail label={t('profile.householdSize')}>{profile.householdSize}</Detail>
          <Detail label={t('profile.monthlyIncome')}>{formatKes(profile.monthlyIncome, i18n.language)}</Detail>
          <Detail label={t('profile.emergencyContact')}>
            {profile.emergencyContactName
              ? `${profile.emergencyContactName} ${profile.emergencyContactPhone ?? ''}`.trim()
              : none}
          </Detail>
        </dl>
      </RecordSection>
    </>
  );
}
