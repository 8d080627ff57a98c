import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Spinner } from '@web/ui/spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A question naming what happens: "Pay KES 72,000 to 24 people by M-Pesa?" */
  title: string;
  description: string;
  confirmLabel: string;
  keepLabel?: string;
  icon: LucideIcon;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => Promise<void>;
}

/**
 * Asks before a step that moves money or stops it. Focus starts on the safe
 * choice ("Go back"), so Enter pressed by habit changes nothing; Escape closes.
 * The title and description are read out as the dialog opens.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  keepLabel,
  icon: Icon,
  busy,
  destructive,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('staff-payments');
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {keepLabel ?? t('confirm.keep')}
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={busy}
            onClick={() => void onConfirm().finally(() => onOpenChange(false))}
          >
            {busy ? <Spinner /> : <Icon aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
