import { useTranslation } from 'react-i18next';
import type { DuplicateAlertItem } from '@domain/duplicate-alerts';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Spinner } from '@web/ui/spinner';
import { useReverseMerge } from './api/reverse-merge';

/** An administrator undoes a confirmed merge: exactly the moved rows go back and the alert is reviewed again. */
export function ReverseMergeDialog({
  alert,
  onOpenChange,
}: {
  alert: DuplicateAlertItem;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-duplicates');
  const reverse = useReverseMerge();
  const submit = async () => {
    try {
      await reverse.mutateAsync(alert.id);
      toast.success(t('toasts.reversed'));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('toasts.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('reverseDialog.title')}</DialogTitle>
        <DialogDescription>
          {t('reverseDialog.description', { names: `${alert.beneficiary1.name} / ${alert.beneficiary2.name}` })}
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={reverse.isPending}>
              {t('dialogs.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={reverse.isPending} onClick={() => void submit()}>
            {reverse.isPending && <Spinner />}
            {t('reverseDialog.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
