import { useTranslation } from 'react-i18next';
import type { StaffApplicationDetail } from '@domain/application-review';
import { formatKes } from '@web/lib/format';
import { Detail, ReviewSection } from './review-section';

/** What the person wrote in the wizard, as they sent it. */
export function ApplicationAnswers({ application }: { application: StaffApplicationDetail }) {
  const { t, i18n } = useTranslation(['staff-applications', 'applications']);
  const data = application.applicationData;
  const none = t('detail.none');
  const yesNo = (ticked: boolean | undefined, details: string | null | undefined) =>
    ticked ? (details ? `${t('detail.yes')}: ${details}` : t('detail.yes')) : t('detail.no');
  return (
    <ReviewSection title={t('sections.answers')}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={t('answers.householdIncome')}>
          {typeof data.householdIncome === 'number' ? formatKes(data.householdIncome, i18n.language) : none}
        </Detail>
        <Detail label={t('answers.householdSize')}>{data.householdSize ?? none}</Detail>
        <Detail label={t('answers.employment')}>
          {data.employmentStatus
            ? t(`applications:employment.${data.employmentStatus}`, { defaultValue: data.employmentStatus })
            : none}
        </Detail>
        <Detail label={t('answers.previousAssistance')}>
          {yesNo(data.previousAssistance, data.previousAssistanceDetails)}
        </Detail>
        <Detail label={t('answers.bankAccount')}>{yesNo(data.hasBankAccount, data.bankDetails)}</Detail>
        <Detail label={t('answers.mobileMoney')}>{yesNo(data.hasMobileMoney, data.mobileMoneyDetails)}</Detail>
        <Detail label={t('answers.reason')} className="sm:col-span-2">
          <span className="whitespace-pre-line">{data.reasonForApplication ?? none}</span>
        </Detail>
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t('answers.references')}</h3>
      {(data.references ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {(data.references ?? []).map((reference, index) => (
            <li key={index} className="break-words">
              <span className="font-medium">{reference.name}</span>
              {' · '}
              {reference.relationship}
              {' · '}
              <span className="whitespace-nowrap">{reference.phone}</span>
            </li>
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}
