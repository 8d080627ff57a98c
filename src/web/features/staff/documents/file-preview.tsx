import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentReview } from '@domain/document-review';
import { Button } from '@web/ui/button';
import { documentFileUrl } from './api/get-document-review';

/*
 * The file beside the record: PDFs in a frame (the file endpoint lets our own
 * pages frame it), pictures as an image, Word files only as a download. The
 * frame is lazy so a phone does not fetch a large scan before it scrolls there.
 */
export function FilePreview({ document }: { document: DocumentReview }) {
  const { t } = useTranslation('staff-documents');
  const url = documentFileUrl(document.id);
  const isImage = document.mimeType === 'image/png' || document.mimeType === 'image/jpeg';
  const isPdf = document.mimeType === 'application/pdf';
  return (
    <section aria-labelledby="document-file-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="document-file-heading" className="text-lg font-semibold">
        {t('review.fileHeading')}
      </h2>
      {isPdf && (
        <iframe
          src={url}
          title={t('review.fileFrameTitle', { name: document.documentName })}
          className="h-[70vh] min-h-96 w-full rounded-lg border"
        />
      )}
      {isImage && (
        <img
          src={url}
          alt={t('review.fileImageAlt', { name: document.documentName })}
          className="max-h-[70vh] w-full rounded-lg border object-contain"
        />
      )}
      {!isPdf && !isImage && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('review.wordFile')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {isPdf || isImage ? (
          <Button asChild variant="outline" size="sm">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('review.openInNewTab')}
              <span className="sr-only"> {t('review.newTab')}</span>
            </a>
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <a href={url}>
              <Download aria-hidden="true" />
              {t('review.download')}
              <span className="sr-only">: {document.documentName}</span>
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}
