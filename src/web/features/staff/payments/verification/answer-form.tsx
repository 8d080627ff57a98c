import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneCall } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  verificationAnswerSchema,
  type VerificationAnswerDraft,
  type VerificationItem,
} from '@domain/payment-verification';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { FormFooter } from '@web/ui/form-footer';
import { PaymentCheckQuestions } from '@web/ui/payment-check-questions';
import { useRecordAnswer } from './api/record-answer';

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
  const { handleSubmit, setError, formState } = form;
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
      <PaymentCheckQuestions form={form} namespace="staff-verification" />
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
