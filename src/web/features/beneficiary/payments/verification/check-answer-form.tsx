import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PROBLEM_TEXT_MAX,
  verificationAnswerSchema,
  type PaymentCheck,
  type VerificationAnswerDraft,
} from '@domain/payment-verification';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { useAnswerPaymentCheck } from './api/answer-payment-check';

const TEXTAREA =
  'flex min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

type YesNoField = 'received' | 'fullAmount' | 'feeAsked';
const emptyToNull = (value: unknown) => (value === '' || value === null ? null : value);
const toAmount = (value: unknown) => (value === '' || value === null ? null : Number(value));

function YesNo({
  form,
  field,
  legend,
}: {
  form: UseFormReturn<VerificationAnswerDraft>;
  field: YesNoField;
  legend: string;
}) {
  const { t } = useTranslation('payment-check');
  const name = useId();
  const value = useWatch({ control: form.control, name: field });
  const error = form.formState.errors[field]?.message;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex gap-6">
        {([true, false] as const).map((option) => (
          <label key={String(option)} className="flex min-h-10 items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-5"
              checked={value === option}
              onChange={() => form.setValue(field, option, { shouldValidate: form.formState.isSubmitted })}
            />
            {t(option ? 'form.yes' : 'form.no')}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-destructive">{t('form.choose')}</p>}
    </fieldset>
  );
}

/** The same questions an officer would ask on the phone, in plain words; follow-ups appear only when they apply. */
export function CheckAnswerForm({ check, onDone }: { check: PaymentCheck; onDone: () => void }) {
  const { t } = useTranslation('payment-check');
  const answer = useAnswerPaymentCheck(check.paymentId);
  const form = useForm<VerificationAnswerDraft>({ resolver: zodResolver(verificationAnswerSchema) });
  const { register, handleSubmit, setError, formState, control } = form;
  const [received, fullAmount, feeAsked] = useWatch({ control, name: ['received', 'fullAmount', 'feeAsked'] });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await answer.mutateAsync(verificationAnswerSchema.parse(values));
      toast.success(
        saved.complaintReference
          ? t('form.savedWithComplaint', { reference: saved.complaintReference })
          : t('form.saved'),
      );
      onDone();
    } catch (error) {
      toast.error(t('form.failed'), {
        description: applyServerErrors(error, verificationAnswerSchema.shape, setError),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <YesNo form={form} field="received" legend={t('form.received')} />
      {received === true && (
        <>
          <YesNo form={form} field="fullAmount" legend={t('form.fullAmount')} />
          {fullAmount === false && (
            <FormField label={t('form.amountReceived')} error={formState.errors.amountReceived?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                {...register('amountReceived', { setValueAs: toAmount })}
              />
            </FormField>
          )}
          <FormField label={t('form.receivedOn')} error={formState.errors.receivedOn?.message}>
            <Input type="date" {...register('receivedOn', { setValueAs: emptyToNull })} />
          </FormField>
        </>
      )}
      <YesNo form={form} field="feeAsked" legend={t('form.feeAsked')} />
      {feeAsked === true && (
        <FormField label={t('form.feeAmount')} error={formState.errors.feeAmount?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register('feeAmount', { setValueAs: toAmount })} />
        </FormField>
      )}
      <FormField label={t('form.problem')} hint={t('form.problemHint')} error={formState.errors.problem?.message}>
        <textarea
          className={TEXTAREA}
          maxLength={PROBLEM_TEXT_MAX}
          {...register('problem', { setValueAs: emptyToNull })}
        />
      </FormField>
      <FormFooter
        cancelLabel={t('form.cancel')}
        submitLabel={t('form.submit')}
        busyLabel={t('form.busy')}
        isSubmitting={formState.isSubmitting}
        icon={Send}
      />
    </form>
  );
}
