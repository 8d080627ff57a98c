import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROBLEM_TEXT_MAX, type VerificationAnswerDraft } from '@domain/payment-verification';
import { FormField } from './form-field';
import { Input } from './input';

/*
 * The questions of a payment check (post-distribution monitoring): an officer reads them out on the phone,
 * a person answers them in the portal. Both ask the same things in the same order, each follow-up only
 * when it applies; the wording comes from the portal's own namespace, which holds the same `form.*` keys.
 */

export type PaymentCheckNamespace = 'staff-verification' | 'payment-check';

const TEXTAREA =
  'flex min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

type YesNoField = 'received' | 'fullAmount' | 'feeAsked';
const emptyToNull = (value: unknown) => (value === '' || value === null ? null : value);
const toAmount = (value: unknown) => (value === '' || value === null ? null : Number(value));

interface QuestionsProps {
  form: UseFormReturn<VerificationAnswerDraft>;
  namespace: PaymentCheckNamespace;
  /** The portal's larger touch targets for a person on a phone. */
  large?: boolean;
}

function YesNo({ form, namespace, large, field, legend }: QuestionsProps & { field: YesNoField; legend: string }) {
  const { t } = useTranslation(namespace);
  const name = useId();
  const value = useWatch({ control: form.control, name: field });
  const error = form.formState.errors[field]?.message;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className={large ? 'flex gap-6' : 'flex gap-4'}>
        {([true, false] as const).map((option) => (
          <label
            key={String(option)}
            className={large ? 'flex min-h-10 items-center gap-2' : 'flex items-center gap-2 text-sm'}
          >
            <input
              type="radio"
              name={name}
              className={large ? 'size-5' : undefined}
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

export function PaymentCheckQuestions(props: QuestionsProps) {
  const { form, namespace } = props;
  const { t } = useTranslation(namespace);
  const { register, formState, control } = form;
  const [received, fullAmount, feeAsked] = useWatch({ control, name: ['received', 'fullAmount', 'feeAsked'] });
  return (
    <>
      <YesNo {...props} field="received" legend={t('form.received')} />
      {received === true && (
        <>
          <YesNo {...props} field="fullAmount" legend={t('form.fullAmount')} />
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
      <YesNo {...props} field="feeAsked" legend={t('form.feeAsked')} />
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
    </>
  );
}
