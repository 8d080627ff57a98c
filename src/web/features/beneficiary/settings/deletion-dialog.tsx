import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DELETION_REASON_MAX,
  deletionRequestInputSchema,
  type DeletionRequestInput,
} from '@domain/beneficiary-settings';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';
import { useRequestDeletion } from './api/deletion-request';

interface DeletionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** The form mounts with the dialog, so each opening starts empty. */
function DeletionForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('settings');
  const request = useRequestDeletion();
  const { register, handleSubmit, setError, formState } = useForm<DeletionRequestInput>({
    resolver: zodResolver(deletionRequestInputSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input);
      toast.success(t('deletion.requested'));
      onDone();
    } catch (error) {
      toast.error(t('deletion.failed'), {
        description: applyServerErrors(error, deletionRequestInputSchema.shape, setError),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('deletion.reason')} hint={t('deletion.reasonHint')} error={errors.reason?.message}>
        <textarea
          rows={3}
          maxLength={DELETION_REASON_MAX}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive"
          {...register('reason')}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {t('deletion.keep')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {t('deletion.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A second, deliberate step before the request is filed; the reason is optional. */
export function DeletionDialog({ open, onOpenChange, onCloseAutoFocus }: DeletionDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t('deletion.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('deletion.dialogDescription')}</DialogDescription>
        <DeletionForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
