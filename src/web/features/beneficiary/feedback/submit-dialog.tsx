import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCase } from '@domain/feedback';
import { Alert } from '@web/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { SubmitForm } from './submit-form';
import { SubmittedReference } from './submitted-reference';

interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** The form, then, in the same dialog, the reference number of what was sent. */
export function SubmitDialog({ open, onOpenChange, onCloseAutoFocus }: SubmitDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <SubmitSteps />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted with the dialog's content, so each opening starts again from an empty form. */
function SubmitSteps() {
  const { t } = useTranslation(['feedback', 'device']);
  const [created, setCreated] = useState<FeedbackCase | null>(null);
  const [queued, setQueued] = useState(false);
  return (
    <>
      <DialogTitle>{t(created ? 'success.title' : 'form.title')}</DialogTitle>
      <DialogDescription className={created || queued ? 'sr-only' : undefined}>
        {t('form.description')}
      </DialogDescription>
      {created && <SubmittedReference created={created} />}
      {queued && <Alert>{t('device:queuedToast')}</Alert>}
      {!created && !queued && <SubmitForm onSubmitted={setCreated} onQueued={() => setQueued(true)} />}
    </>
  );
}
