import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
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
import { Spinner } from '@web/ui/spinner';

interface AssignToMeProps {
  item: FeedbackStaffCase;
  disabled: boolean;
  /** Resolves once the assignment has been tried (the caller reports success or failure). */
  onAssign: () => Promise<void>;
}

/**
 * Taking an anonymous case shows its handler who sent it (they must know whom
 * to help), so the button asks first; the safe choice comes first and takes the focus.
 */
export function AssignToMe({ item, disabled, onAssign }: AssignToMeProps) {
  const { t } = useTranslation('staff-feedback');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!item.anonymous) {
    return (
      <Button className="self-start" disabled={disabled} onClick={() => void onAssign()}>
        {t('actions.assignToMe')}
      </Button>
    );
  }
  const confirm = async () => {
    setPending(true);
    try {
      await onAssign();
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button className="self-start" disabled={disabled}>
          {t('actions.assignToMe')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('revealIdentity.title')}</DialogTitle>
        <DialogDescription>{t('revealIdentity.description')}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('revealIdentity.keep')}
            </Button>
          </DialogClose>
          <Button disabled={pending} onClick={() => void confirm()}>
            {pending ? <Spinner /> : <Eye aria-hidden="true" />}
            {t('revealIdentity.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
