import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { useDialogOpener } from '@web/lib/use-dialog-opener';
import { Button } from '@web/ui/button';
import { useDocuments } from './api/get-documents';
import { DocumentsList } from './documents-list';
import { DocumentsSkeleton } from './documents-skeleton';
import { EmptyDocuments } from './empty-documents';
import { ExpiryAlertCard } from './expiry-alert-card';
import { GuidelinesCard } from './guidelines-card';
import { UploadDialog } from './upload-dialog';
import { LoadError } from '@web/ui/load-error';

/** The Documents tab (spec, "Document Management"): upload, the list with its alerts, and the guidelines. */
export function DocumentsTab() {
  const { t } = useTranslation(['documents', 'common']);
  const [page, setPage] = useState(1);
  const { isOpen, setOpen, open, returnFocus, fallbackRef } = useDialogOpener();
  const documents = useDocuments(page);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button ref={fallbackRef} onClick={open}>
          <Upload aria-hidden="true" />
          {t('uploadButton')}
        </Button>
      </div>
      <ExpiryAlertCard />
      {documents.isPending && <DocumentsSkeleton />}
      {documents.isError && (
        <LoadError
          error={documents.error}
          message={t('loadError', { message: errorMessage(documents.error) })}
          onRetry={() => void documents.refetch()}
        />
      )}
      {documents.data && documents.data.total === 0 && <EmptyDocuments onUpload={open} />}
      {documents.data && documents.data.total > 0 && <DocumentsList data={documents.data} onPage={setPage} />}
      <GuidelinesCard />
      <UploadDialog open={isOpen} onOpenChange={setOpen} onUploaded={() => setPage(1)} onCloseAutoFocus={returnFocus} />
    </div>
  );
}
