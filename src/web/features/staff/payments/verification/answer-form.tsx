import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneCall } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PROBLEM_TEXT_MAX,
  verificationAnswerSchema,
  type VerificationAnswerDraft,
  type VerificationItem,
} from '@domain/payment-verification';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { useRecordAnswer } from './api/record-answer';

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
  const { t } = useTranslation('staff-verification');
  const name = useId();
  const value = useWatch({ control: form.control, name: field });
  const error = form.formState.errors[field]?.message;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex gap-4">
        {([true, false] as const).map((option) => (
          <label key={String(option)} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
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

/** The answer already given, as the form holds it (without when and how it was given). */
function draftOf(answer: VerificationItem['answer']): Partial<VerificationAnswerDraft> {
  if (!answer) return {};
  const { channel: _channel, answeredAt: _answeredAt, ...draft } = answer;
  return draft;
}

/** The questions, as the officer reads them out on the phone; each follow-up appears only when it applies. */
export function AnswerForm({ batchId, item, onDone }: { batchId: string; item: VerificationItem; onDone: () => void }) {
  const { t } = useTranslation('staff-verification');
  const record = useRecordAnswer(batchId, item.paymentId);
  const form = useForm<VerificationAnswerDraft>({
    resolver: zodResolver(verificationAnswerSchema),
    defaultValues: draftOf(item.answer),
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const [received, fullAmount, feeAsked] = useWatch({ control, name: ['received', 'fullAmount', 'feeAsked'] });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await record.mutateAsync(verificationAnswerSchema.parse(values));
      toast.success(
        saved.complaintReference
          ? t('form.savedWithComplaint', { reference: saved.complaintReference })
          : t('form.saved', { name: item.name }),
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
        icon={PhoneCall}
      />
    </form>
  );
}
