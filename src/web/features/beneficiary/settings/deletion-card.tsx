import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useCancelDeletion, useDeletionRequest } from './api/deletion-request';
import { DeletionDialog } from './deletion-dialog';
import { SectionCard } from './section-card';

/** "Delete my account" is a request the agency acts on: records of aid already paid must be kept for audit. */
export function DeletionCard() {
  const { t, i18n } = useTranslation('settings');
  const current = useDeletionRequest();
  const cancel = useCancelDeletion();
  const [isOpen, setOpen] = useState(false);
  const requestButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const pending = current.data?.request;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t('deletion.cancelled')),
      onError: (error) => toast.error(t('deletion.cancelFailed'), { description: errorMessage(error) }),
    });

  /** After filing, the request button has become the cancel button: focus goes to whichever is there. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (cancelButton.current ?? requestButton.current)?.focus();
  };

  return (
    <SectionCard title={t('deletion.title')} description={t('deletion.description')}>
      {current.isError && (
        <Alert tone="error">{t('deletion.loadError', { message: errorMessage(current.error) })}</Alert>
      )}
      {pending ? (
        <>
          <Alert tone="warning">{t('deletion.pending', { date: formatDate(pending.createdAt, i18n.language) })}</Alert>
          <Button
            ref={cancelButton}
            variant="outline"
            className="self-start"
            disabled={cancel.isPending}
            onClick={onCancel}
          >
            {cancel.isPending && <Spinner />}
            {t('deletion.cancel')}
          </Button>
        </>
      ) : (
        <Button
          ref={requestButton}
          variant="destructive"
          className="self-start"
          disabled={!current.data}
          onClick={() => setOpen(true)}
        >
          {t('deletion.button')}
        </Button>
      )}
      <DeletionDialog open={isOpen} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
    </SectionCard>
  );
}
