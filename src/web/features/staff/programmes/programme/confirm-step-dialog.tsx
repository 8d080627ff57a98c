import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Spinner } from '@web/ui/spinner';

/**
 * Asks before a step that cannot be taken back (closing a programme). Focus starts on the safe choice, so
 * Enter pressed by habit changes nothing.
 */
export function ConfirmStepDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  icon: Icon,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  icon: LucideIcon;
  busy: boolean;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('staff-programmes');
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t('page.keep')}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
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
