import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { settledFailedSchema, settledPaidSchema, type BatchPaymentItem } from '@domain/payment-batch';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatKes } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { useSettlePayment } from './api/settle-payment';

const TEXTAREA =
  'flex min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

interface FormProps {
  batchId: string;
  payment: BatchPaymentItem;
  onDone: () => void;
}

function PaidForm({ batchId, payment, onDone }: FormProps) {
  const { t } = useTranslation('staff-payments');
  const settle = useSettlePayment(batchId, payment.id);
  type Values = z.input<typeof settledPaidSchema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(settledPaidSchema),
    defaultValues: { outcome: 'completed', receipt: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await settle.mutateAsync(settledPaidSchema.parse(values));
      toast.success(t('settle.donePaid', { name: payment.name }));
      onDone();
    } catch (error) {
      toast.error(t('actions.failed'), { description: applyServerErrors(error, settledPaidSchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('settle.receipt')} hint={t('settle.receiptHint')} error={formState.errors.receipt?.message}>
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="font-mono uppercase"
          {...register('receipt')}
        />
      </FormField>
      <FormFooter
        cancelLabel={t('cancel')}
        submitLabel={t('settle.submitPaid')}
        busyLabel={t('settle.busy')}
        isSubmitting={formState.isSubmitting}
        icon={CircleCheck}
      />
    </form>
  );
}

function FailedForm({ batchId, payment, onDone }: FormProps) {
  const { t } = useTranslation('staff-payments');
  const settle = useSettlePayment(batchId, payment.id);
  type Values = z.input<typeof settledFailedSchema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(settledFailedSchema),
    defaultValues: { outcome: 'failed', reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await settle.mutateAsync(settledFailedSchema.parse(values));
      toast.success(t('settle.doneFailed', { name: payment.name }));
      onDone();
    } catch (error) {
      toast.error(t('actions.failed'), { description: applyServerErrors(error, settledFailedSchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('settle.reason')} hint={t('settle.reasonHint')} error={formState.errors.reason?.message}>
        <textarea className={TEXTAREA} maxLength={500} {...register('reason')} />
      </FormField>
      <FormFooter
        cancelLabel={t('cancel')}
        submitLabel={t('settle.submitFailed')}
        busyLabel={t('settle.busy')}
        isSubmitting={formState.isSubmitting}
        icon={CircleX}
      />
    </form>
  );
}

/**
 * Records what the M-Pesa portal shows for a payment M-Pesa never told us
 * about. It says plainly that no money moves: paying the person again is a new batch.
 */
export function SettlePaymentDialog({
  batchId,
  payment,
  onClose,
}: {
  batchId: string;
  payment: BatchPaymentItem | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('staff-payments');
  const [outcome, setOutcome] = useState<'completed' | 'failed'>('completed');
  const name = useId();
  const close = () => {
    setOutcome('completed');
    onClose();
  };
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        {payment && (
          <>
            <DialogTitle>{t('settle.title', { name: payment.name })}</DialogTitle>
            <DialogDescription>
              {t('settle.description', {
                amount: formatKes(payment.amount, i18n.language),
                request: payment.providerRequestId ?? '—',
              })}
            </DialogDescription>
            <p className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
              {t('settle.noMoney')}
            </p>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">{t('settle.question')}</legend>
              {(['completed', 'failed'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    className="size-4"
                    checked={outcome === value}
                    onChange={() => setOutcome(value)}
                  />
                  {t(`settle.${value}`)}
                </label>
              ))}
            </fieldset>
            {outcome === 'completed' ? (
              <PaidForm batchId={batchId} payment={payment} onDone={close} />
            ) : (
              <FailedForm batchId={batchId} payment={payment} onDone={close} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
