import { Download, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeLabelOption, sizeInMb, type BeneficiaryDocument } from '@domain/documents';
import { formatDate } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { DocumentStatusBadge, DocumentStatusIcon } from './document-status';
import { formatDay } from './format-day';
import { ReuploadDialog } from './reupload-dialog';

const fileUrl = (id: string, disposition: 'inline' | 'attachment') =>
  `/api/v1/beneficiary/documents/${encodeURIComponent(id)}/file?disposition=${disposition}`;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 sm:flex-col sm:gap-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export function DocumentCard({ document }: { document: BeneficiaryDocument }) {
  const { t, i18n } = useTranslation('documents');
  const option = documentTypeLabelOption(document.documentType);
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div className="flex items-start gap-3">
        <DocumentStatusIcon status={document.status} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{document.documentName}</h3>
          <p className="text-sm text-muted-foreground">{option ? t(`types.${option}`) : document.documentType}</p>
        </div>
        <DocumentStatusBadge status={document.status} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-3 sm:gap-4">
        <Detail term={t('card.uploaded')}>{formatDate(document.uploadedAt, i18n.language)}</Detail>
        {document.expiryDate && (
          <Detail term={t('card.expires')}>{formatDay(document.expiryDate, i18n.language)}</Detail>
        )}
        <Detail term={t('card.size')}>{t('card.sizeMb', { size: sizeInMb(document.fileSize) })}</Detail>
      </dl>
      {document.verificationNotes && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">{t('card.notes')}:</span> {document.verificationNotes}
        </p>
      )}
      {document.verificationDate && (
        <p className="text-sm text-green-800">
          {t('card.verifiedOn', { date: formatDate(document.verificationDate, i18n.language) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={fileUrl(document.id, 'inline')} target="_blank" rel="noopener noreferrer">
            <Eye aria-hidden="true" />
            {t('card.view')}
            <span className="sr-only">
              : {document.documentName} {t('card.newTab')}
            </span>
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={fileUrl(document.id, 'attachment')}>
            <Download aria-hidden="true" />
            {t('card.download')}
            <span className="sr-only">: {document.documentName}</span>
          </a>
        </Button>
        {document.canReupload && <ReuploadDialog document={document} />}
      </div>
      {document.status === 'rejected' && !document.canReupload && (
        <p className="text-sm text-muted-foreground">{t('card.expiredUploadNew')}</p>
      )}
    </Card>
  );
}
