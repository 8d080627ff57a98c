import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentReview } from '@domain/document-review';
import { sizeInMb } from '@domain/documents';
import { formatDate } from '@web/lib/format';
import { Card } from '@web/ui/card';
import { DocumentStatusBadge, useDocumentTypeLabel } from './document-status-badge';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** Dates without a time (expiry, birth) are calendar days: shown as written, never shifted by a time zone. */
const day = (isoDate: string, language: string) => formatDate(`${isoDate}T12:00:00Z`, language);

export function DocumentFacts({ document }: { document: DocumentReview }) {
  const { t, i18n } = useTranslation('staff-documents');
  const typeLabel = useDocumentTypeLabel();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('review.documentHeading')}</h2>
      <dl className="grid gap-1 text-sm">
        <Detail term={t('review.fields.type')}>{typeLabel(document.documentType)}</Detail>
        <Detail term={t('review.fields.status')}>
          <DocumentStatusBadge status={document.status} />
        </Detail>
        <Detail term={t('review.fields.uploaded')}>{formatDate(document.uploadedAt, i18n.language)}</Detail>
        <Detail term={t('review.fields.expires')}>
          {document.expiryDate ? day(document.expiryDate, i18n.language) : t('review.notGiven')}
        </Detail>
        <Detail term={t('review.fields.size')}>
          {t('review.fields.sizeMb', { size: sizeInMb(document.fileSize) })}
        </Detail>
        {document.verifiedByName && <Detail term={t('review.fields.checkedBy')}>{document.verifiedByName}</Detail>}
        {document.verificationDate && (
          <Detail term={t('review.fields.verifiedOn')}>{formatDate(document.verificationDate, i18n.language)}</Detail>
        )}
        {document.verificationNotes && <Detail term={t('review.fields.notes')}>{document.verificationNotes}</Detail>}
      </dl>
    </Card>
  );
}

export function PersonSummary({ document }: { document: DocumentReview }) {
  const { t, i18n } = useTranslation('staff-documents');
  const typeLabel = useDocumentTypeLabel();
  const person = document.person;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('review.personHeading')}</h2>
      <dl className="grid gap-1 text-sm">
        <Detail term={t('review.fields.name')}>
          {person.firstName} {person.lastName}
        </Detail>
        <Detail term={t('review.fields.progresId')}>{person.progresId ?? t('review.notGiven')}</Detail>
        <Detail term={t('review.fields.location')}>{person.location ?? t('review.notGiven')}</Detail>
        <Detail term={t('review.fields.dateOfBirth')}>
          {person.dateOfBirth ? day(person.dateOfBirth, i18n.language) : t('review.notGiven')}
        </Detail>
        <Detail term={t('review.fields.nationality')}>{person.nationality ?? t('review.notGiven')}</Detail>
        <Detail term={t('review.fields.registryStatus')}>
          {t(`review.registryStatuses.${person.status}`, { defaultValue: person.status })}
        </Detail>
      </dl>
      <Link
        to={`/staff/beneficiaries/${encodeURIComponent(person.id)}`}
        className="self-start text-sm font-medium text-primary underline underline-offset-4"
      >
        {t('review.openRecord')}
        <span className="sr-only">
          : {person.firstName} {person.lastName}
        </span>
      </Link>
      <h3 className="font-semibold">{t('review.otherDocuments')}</h3>
      {document.otherDocuments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('review.noOtherDocuments')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {document.otherDocuments.map((other) => (
            <li key={other.id} className="flex flex-wrap items-center gap-2">
              <Link
                to={`/staff/documents/${encodeURIComponent(other.id)}`}
                className="font-medium break-words text-primary underline underline-offset-4"
              >
                {other.documentName}
              </Link>
              <span className="text-muted-foreground">{typeLabel(other.documentType)}</span>
              <DocumentStatusBadge status={other.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
