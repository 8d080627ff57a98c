import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  MAX_AMOUNT_EACH,
  paymentBatchInputSchema,
  type PaymentBatchInput,
  type PaymentBatchValues,
} from '@domain/payment-batch';
import { nairobiMonth } from '@domain/kenya-day';
import { PAYMENT_METHODS } from '@domain/payments';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { useCreatePaymentBatch } from './api/create-payment-batch';
import { useProjectOptions } from './api/get-project-options';

function NewBatchForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('staff-payments');
  const projects = useProjectOptions();
  const create = useCreatePaymentBatch();
  const navigate = useNavigate();
  // This month in Kenya, the usual period of a stipend, whatever zone the browser is set to.
  const period = nairobiMonth();
  const { register, handleSubmit, setError, formState } = useForm<PaymentBatchInput, unknown, PaymentBatchValues>({
    resolver: zodResolver(paymentBatchInputSchema),
    defaultValues: {
      projectId: '',
      amountEach: 3000,
      paymentMethod: 'mobile_money',
      periodStart: period.start,
      periodEnd: period.end,
      description: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const batch = await create.mutateAsync(values);
      toast.success(t('create.created', { reference: batch.reference, count: batch.paymentCount }));
      onDone();
      void navigate(`/staff/payments/${batch.id}`);
    } catch (error) {
      toast.error(t('create.failed'), {
        description: applyServerErrors(error, paymentBatchInputSchema.shape, setError),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t('fields.project')} hint={t('create.projectHint')} error={formState.errors.projectId?.message}>
        <Select {...register('projectId')}>
          <option value="">{projects.isPending ? t('create.loadingProjects') : t('create.chooseProject')}</option>
          {projects.data?.items.map((project) => (
            <option key={project.id} value={project.id}>
              {t('create.projectOption', { name: project.name, code: project.code, count: project.enrolled })}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.amountEach')}
          hint={t('create.amountHint')}
          error={formState.errors.amountEach?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_AMOUNT_EACH}
            step={1}
            {...register('amountEach', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('fields.method')} error={formState.errors.paymentMethod?.message}>
          <Select {...register('paymentMethod')}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`methods.${method}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fields.periodStart')} error={formState.errors.periodStart?.message}>
          <Input type="date" {...register('periodStart')} />
        </FormField>
        <FormField label={t('fields.periodEnd')} error={formState.errors.periodEnd?.message}>
          <Input type="date" {...register('periodEnd')} />
        </FormField>
      </div>
      <FormField label={t('fields.description')} error={formState.errors.description?.message}>
        <Input autoComplete="off" maxLength={500} {...register('description')} />
      </FormField>
      <FormFooter
        cancelLabel={t('cancel')}
        submitLabel={t('create.submit')}
        busyLabel={t('create.busy')}
        isSubmitting={formState.isSubmitting}
        icon={Send}
      />
    </form>
  );
}

export function NewBatchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('staff-payments');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{t('create.title')}</DialogTitle>
        <DialogDescription>{t('create.description')}</DialogDescription>
        {open && <NewBatchForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
