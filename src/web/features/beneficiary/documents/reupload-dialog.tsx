import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryDocument } from '@domain/documents';
import { Button } from '@web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/ui/dialog';
import { ReuploadForm } from './reupload-form';

/** Offered only on a rejected document (spec section 4); shows why it was rejected. */
export function ReuploadDialog({ document }: { document: BeneficiaryDocument }) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <RefreshCw aria-hidden="true" />
          {t('card.reupload')}
          <span className="sr-only">: {document.documentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('reupload.title')}</DialogTitle>
        <DialogDescription>{t('reupload.description', { name: document.documentName })}</DialogDescription>
        {document.verificationNotes && (
          <p className="text-sm">{t('reupload.reason', { notes: document.verificationNotes })}</p>
        )}
        <ReuploadForm documentId={document.id} onUploaded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
