import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@web/ui/dialog';

interface DeactivateDialogProps {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending: boolean;
  disabled: boolean;
}

/** Deactivation locks a colleague out at once, so it asks first. */
export function DeactivateDialog({ name, open, onOpenChange, onConfirm, isPending, disabled }: DeactivateDialogProps) {
  const { t } = useTranslation('staff');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          {t('team.actions.deactivate')}
          <span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('team.confirmDeactivate.title', { name })}</DialogTitle>
        <DialogDescription>{t('team.confirmDeactivate.description', { name })}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('team.confirmDeactivate.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending ? t('team.confirmDeactivate.busy') : t('team.confirmDeactivate.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
