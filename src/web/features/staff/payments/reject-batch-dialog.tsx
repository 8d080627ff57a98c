import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BATCH_NOTE_MAX,
  batchRejectionSchema,
  type BatchRejection,
  type PaymentBatchDetail,
} from '@domain/payment-batch';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { formatKes } from '@web/lib/format';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { useBatchAction } from './api/act-on-batch';

const TEXTAREA =
  'flex min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

function RejectForm({ batch, onDone }: { batch: PaymentBatchDetail; onDone: () => void }) {
  const { t } = useTranslation('staff-payments');
  const action = useBatchAction(batch.id);
  const { register, handleSubmit, setError, formState } = useForm<BatchRejection>({
    resolver: zodResolver(batchRejectionSchema),
    defaultValues: { note: '' },
  });
  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      await action.mutateAsync({ action: 'reject', note });
      toast.success(t('actions.rejected', { reference: batch.reference }));
      onDone();
    } catch (error) {
      toast.error(t('actions.failed'), { description: applyServerErrors(error, batchRejectionSchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('reject.note')} hint={t('reject.noteHint')} error={formState.errors.note?.message}>
        <textarea className={TEXTAREA} maxLength={BATCH_NOTE_MAX} {...register('note')} />
      </FormField>
      <FormFooter
        cancelLabel={t('cancel')}
        submitLabel={t('reject.submit')}
        busyLabel={t('reject.busy')}
        isSubmitting={formState.isSubmitting}
        icon={ShieldX}
      />
    </form>
  );
}

export function RejectBatchDialog({
  batch,
  open,
  onOpenChange,
}: {
  batch: PaymentBatchDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('staff-payments');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('reject.title', { reference: batch.reference })}</DialogTitle>
        <DialogDescription>
          {t('reject.description', { count: batch.paymentCount, total: formatKes(batch.totalAmount, i18n.language) })}
        </DialogDescription>
        {open && <RejectForm batch={batch} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
