import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  verificationAnswerSchema,
  type PaymentCheck,
  type VerificationAnswerDraft,
} from '@domain/payment-verification';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { FormFooter } from '@web/ui/form-footer';
import { PaymentCheckQuestions } from '@web/ui/payment-check-questions';
import { useAnswerPaymentCheck } from './api/answer-payment-check';

/** The same questions an officer would ask on the phone, in plain words; follow-ups appear only when they apply. */
export function CheckAnswerForm({ check, onDone }: { check: PaymentCheck; onDone: () => void }) {
  const { t } = useTranslation('payment-check');
  const answer = useAnswerPaymentCheck(check.paymentId);
  const form = useForm<VerificationAnswerDraft>({ resolver: zodResolver(verificationAnswerSchema) });
  const { handleSubmit, setError, formState } = form;
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
      <PaymentCheckQuestions form={form} namespace="payment-check" large />
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
