import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentQueueItem } from '@domain/document-review';
import { formatDate } from '@web/lib/format';
import { useListOrigin } from '@web/ui/back-to-list-link';
import { Card } from '@web/ui/card';
import { DocumentStatusBadge, useDocumentTypeLabel } from './document-status-badge';

/** One row of the queue; the whole card is one link, so a phone has one big target. */
export function DocumentQueueCard({ document }: { document: DocumentQueueItem }) {
  const { t, i18n } = useTranslation('staff-documents');
  const listOrigin = useListOrigin();
  const typeLabel = useDocumentTypeLabel();
  const person = document.person;
  return (
    <Card className="p-0">
      <Link
        to={`/staff/documents/${encodeURIComponent(document.id)}`}
        state={listOrigin}
        className="flex items-start gap-3 rounded-lg p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold break-words">{document.documentName}</h2>
            <DocumentStatusBadge status={document.status} />
          </div>
          <p className="text-sm text-muted-foreground">{typeLabel(document.documentType)}</p>
          <p className="text-sm break-words">
            <span className="font-medium">
              {person.firstName} {person.lastName}
            </span>{' '}
            · {person.progresId ?? t('queue.noProgresId')} · {person.location ?? t('queue.noLocation')}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('queue.uploaded', { date: formatDate(document.uploadedAt, i18n.language) })}
          </p>
        </div>
        <span className="flex shrink-0 items-center gap-1 self-center text-sm font-medium text-primary">
          <span className="hidden sm:inline">{t('queue.review')}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </Link>
    </Card>
  );
}
