import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffApplicationDetail } from '@domain/application-review';
import { formatDate, formatKes } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { useDocumentTypeLabel } from '@web/features/staff/documents';
import { Detail, ReviewSection } from './review-section';

/** The person as the registry knows them, with a way to the whole record. */
export function RegistrySection({ application }: { application: StaffApplicationDetail }) {
  const { t, i18n } = useTranslation('staff-applications');
  const person = application.registry;
  const none = t('detail.none');
  return (
    <ReviewSection title={t('sections.registry')}>
      <dl className="grid grid-cols-2 gap-3">
        <Detail label={t('registry.progresId')}>{person.progresId ?? none}</Detail>
        <Detail label={t('registry.dateOfBirth')}>
          {person.dateOfBirth ? formatDate(person.dateOfBirth, i18n.language) : none}
        </Detail>
        <Detail label={t('registry.gender')}>{person.gender ? t(`registry.genders.${person.gender}`) : none}</Detail>
        <Detail label={t('registry.nationality')}>{person.nationality ?? none}</Detail>
        <Detail label={t('registry.location')}>{person.location ?? none}</Detail>
        <Detail label={t('registry.household')}>{person.householdId ?? none}</Detail>
        <Detail label={t('registry.householdSize')}>{person.householdSize}</Detail>
        <Detail label={t('registry.monthlyIncome')}>{formatKes(person.monthlyIncome, i18n.language)}</Detail>
        <Detail label={t('registry.vulnerability')}>
          {person.vulnerabilityScore === null ? none : person.vulnerabilityScore.toFixed(1)}
        </Detail>
        <Detail label={t('registry.status')}>{t(`registry.statuses.${person.status}`)}</Detail>
      </dl>
      <Link
        to={`/staff/beneficiaries/${person.id}`}
        className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('registry.openRecord')}
      </Link>
    </ReviewSection>
  );
}

/** Each document links to its review page, to be verified beside the person's record; the raw file is a side link. */
export function DocumentsSection({ application }: { application: StaffApplicationDetail }) {
  const { t } = useTranslation(['staff-applications', 'documents']);
  const typeLabel = useDocumentTypeLabel();
  return (
    <ReviewSection
      title={t('sections.documents')}
      empty={application.documents.length === 0 ? t('detail.noDocuments') : undefined}
    >
      <ul className="flex flex-col divide-y divide-border text-sm">
        {application.documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words">
              <Link
                to={`/staff/documents/${encodeURIComponent(document.id)}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {document.name}
              </Link>
              <span className="block text-muted-foreground">{typeLabel(document.type)}</span>
            </span>
            <span className="flex flex-col items-end gap-1">
              <span className="whitespace-nowrap">
                {t(`documents:status.${document.status}`, { defaultValue: document.status })}
              </span>
              <a
                href={document.fileUrl}
                target="_blank"
                rel="noreferrer"
                className="whitespace-nowrap text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground"
              >
                {t('detail.openFile')}
                <span className="sr-only">
                  : {document.name} {t('detail.newTab')}
                </span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </ReviewSection>
  );
}

/** Open duplicate alerts: a warning to settle before paying anyone twice. */
export function DuplicateAlertsNotice({ application }: { application: StaffApplicationDetail }) {
  const { t } = useTranslation('staff-applications');
  if (application.duplicateAlerts.length === 0) return null;
  return (
    <Alert tone="warning" className="flex items-start gap-3">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <h2 className="font-semibold">{t('duplicates.title')}</h2>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {application.duplicateAlerts.map((alert) => (
            <li key={alert.id} className="break-words">
              {t('duplicates.item', { name: alert.otherName, percent: Math.round(alert.riskScore * 100) })}{' '}
              {/* Another organisation's person: their record is not the reader's to open. */}
              {!alert.otherLimited && (
                <Link
                  to={`/staff/beneficiaries/${alert.otherPersonId}`}
                  className="font-medium underline underline-offset-4"
                >
                  {t('duplicates.openOther')}
                  <span className="sr-only">: {alert.otherName}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
        <Link to="/staff/duplicates" className="mt-1 inline-block text-sm font-medium underline underline-offset-4">
          {t('duplicates.review')}
        </Link>
      </div>
    </Alert>
  );
}
