import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { UploadForm } from './upload-form';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: () => void;
  /** Two buttons open this dialog; the tab says where focus goes back to. */
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

export function UploadDialog({ open, onOpenChange, onUploaded, onCloseAutoFocus }: UploadDialogProps) {
  const { t } = useTranslation('documents');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t('upload.title')}</DialogTitle>
        <DialogDescription>{t('upload.description')}</DialogDescription>
        <UploadForm
          onUploaded={() => {
            onOpenChange(false);
            onUploaded();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
