import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { duplicateResolveNoteSchema, type DuplicateAlertItem } from '@domain/duplicate-alerts';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';
import { useDecideDuplicate } from './api/decide-duplicate';

const TEXTAREA =
  'flex min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

/** Resolve with a note: for pairs settled some other way (a household check, a registry correction). */
export function ResolveDialog({
  alert,
  onOpenChange,
}: {
  alert: DuplicateAlertItem;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-duplicates');
  const decide = useDecideDuplicate();
  const { register, handleSubmit, setError, formState } = useForm<{ notes: string }>({
    resolver: zodResolver(duplicateResolveNoteSchema),
    defaultValues: { notes: '' },
  });
  const onSubmit = handleSubmit(async ({ notes }) => {
    try {
      await decide.mutateAsync({ id: alert.id, decision: 'resolve', notes });
      toast.success(t('toasts.resolved'));
      onOpenChange(false);
    } catch (error) {
      toast.error(t('toasts.failed'), {
        description: applyServerErrors(error, duplicateResolveNoteSchema.shape, setError),
      });
    }
  });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('resolveDialog.title')}</DialogTitle>
        <DialogDescription>
          {t('resolveDialog.description', { names: `${alert.beneficiary1.name} / ${alert.beneficiary2.name}` })}
        </DialogDescription>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField
            label={t('resolveDialog.notes')}
            hint={t('resolveDialog.notesHint')}
            error={formState.errors.notes?.message}
          >
            <textarea className={TEXTAREA} maxLength={1000} {...register('notes')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={formState.isSubmitting}>
                {t('dialogs.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting && <Spinner />}
              {t('resolveDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
