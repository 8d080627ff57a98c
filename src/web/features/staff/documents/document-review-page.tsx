import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { BackToListLink } from '@web/ui/back-to-list-link';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useDocumentReview } from './api/get-document-review';
import { DecisionPanel } from './decision-panel';
import { DocumentStatusBadge } from './document-status-badge';
import { FilePreview } from './file-preview';
import { DocumentFacts, PersonSummary } from './record-panel';

function ReviewBody({ documentId }: { documentId: string }) {
  const { t } = useTranslation('staff-documents');
  const review = useDocumentReview(documentId);
  if (review.isPending) {
    return (
      <div role="status" aria-label={t('review.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (review.isError) {
    if (review.error instanceof ApiError && review.error.status === 404) {
      return (
        <Alert tone="info" className="flex flex-col gap-1">
          <h1 className="text-lg font-semibold">{t('review.notFoundTitle')}</h1>
          <p>{t('review.notFoundText')}</p>
        </Alert>
      );
    }
    return (
      <LoadError
        error={review.error}
        onRetry={() => void review.refetch()}
        message={t('review.loadError', { message: errorMessage(review.error) })}
      />
    );
  }
  const document = review.data;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-semibold break-words">{document.documentName}</h1>
        <DocumentStatusBadge status={document.status} />
      </div>
      {/* The file and the record side by side on a wide screen; on a phone the decision comes right after the facts. */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <FilePreview document={document} />
        <div className="flex min-w-0 flex-col gap-4">
          <DocumentFacts document={document} />
          <DecisionPanel document={document} />
          <PersonSummary document={document} />
        </div>
      </div>
    </>
  );
}

/** /staff/documents/:documentId: one document beside its person's record (each visit is audited). */
export default function DocumentReviewPage() {
  const { t } = useTranslation('staff-documents');
  const { documentId = '' } = useParams();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <BackToListLink listPath="/staff/documents">{t('review.back')}</BackToListLink>
      <ReviewBody key={documentId} documentId={documentId} />
    </div>
  );
}
