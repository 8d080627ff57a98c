import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
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
import { useRestrictCase } from './api/restrict-case';

/** For the safeguarding team: a case about abuse or fraud filed under an ordinary category. Asks first: there is no way back. */
export function RestrictCase({ item }: { item: FeedbackStaffCase }) {
  const { t } = useTranslation('staff-feedback');
  const restrict = useRestrictCase(item.id);
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await restrict.mutateAsync({});
      toast.success(t('restrict.done'));
      setOpen(false);
    } catch (error) {
      toast.error(t('actions.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !restrict.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start">
          <ShieldAlert aria-hidden="true" />
          {t('restrict.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('restrict.title')}</DialogTitle>
        <DialogDescription>{t('restrict.description')}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={restrict.isPending}>
              {t('restrict.keep')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={restrict.isPending} onClick={() => void confirm()}>
            {restrict.isPending ? <Spinner /> : <ShieldAlert aria-hidden="true" />}
            {t('restrict.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
