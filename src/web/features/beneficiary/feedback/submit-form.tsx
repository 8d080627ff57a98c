import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_CHANNELS,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_SUBJECT_MAX,
  feedbackCaseInputSchema,
  isSensitiveCategory,
  type FeedbackCase,
  type FeedbackCaseDraft,
  type FeedbackCaseInput,
} from '@domain/feedback';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useKeptForm } from '@web/lib/device-store/use-kept-form';
import { toast } from '@web/lib/toast';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { AnonymousChoice } from './anonymous-choice';
import { useSubmitCase } from './api/submit-case';
import { KindChoice } from './kind-choice';
import { SensitiveNotice } from './sensitive-notice';

const isCategory = (value: unknown): value is FeedbackCaseInput['category'] =>
  (FEEDBACK_CATEGORIES as readonly unknown[]).includes(value);

interface SubmitFormProps {
  onSubmitted: (created: FeedbackCase) => void;
  /** Without network: the case waits in the outbox and is sent when the network returns. */
  onQueued: () => void;
}

export function SubmitForm({ onSubmitted, onQueued }: SubmitFormProps) {
  const { t } = useTranslation(['feedback', 'device']);
  const submit = useSubmitCase();
  const form = useForm<FeedbackCaseDraft, unknown, FeedbackCaseInput>({
    resolver: zodResolver(feedbackCaseInputSchema),
    defaultValues: { subject: '', description: '', anonymous: false },
  });
  const { register, handleSubmit, setError, control, formState } = form;
  // A complaint is often long and written in several sittings: what was typed stays on the phone.
  const kept = useKeptForm(form, 'feedback');
  const { errors, isSubmitting } = formState;
  const category = useWatch({ control, name: 'category' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const outcome = await submit.mutateAsync(input);
      kept.forget();
      if (outcome.status === 'queued') onQueued();
      else onSubmitted(outcome.data);
    } catch (error) {
      toast.error(t('form.failed'), { description: applyServerErrors(error, feedbackCaseInputSchema.shape, setError) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <KindChoice registration={register('kind')} error={errors.kind?.message} />
      <FormField label={t('form.category')} error={errors.category?.message}>
        <Select {...register('category')}>
          <option value="">{t('form.categoryPlaceholder')}</option>
          {FEEDBACK_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {t(`categories.${option}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {isCategory(category) && isSensitiveCategory(category) && <SensitiveNotice category={category} />}
      <FormField label={t('form.subject')} error={errors.subject?.message}>
        <Input
          autoComplete="off"
          maxLength={FEEDBACK_SUBJECT_MAX}
          placeholder={t('form.subjectPlaceholder')}
          {...register('subject')}
        />
      </FormField>
      <FormField
        label={t('form.descriptionLabel')}
        hint={t('form.descriptionHint', { max: FEEDBACK_DESCRIPTION_MAX })}
        error={errors.description?.message}
      >
        <textarea
          rows={5}
          maxLength={FEEDBACK_DESCRIPTION_MAX}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive"
          {...register('description')}
        />
      </FormField>
      <AnonymousChoice registration={register('anonymous')} />
      <FormField label={t('form.contactChannel')} error={errors.contactChannel?.message}>
        <Select {...register('contactChannel')}>
          <option value="">{t('form.contactPlaceholder')}</option>
          {FEEDBACK_CONTACT_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`channels.${channel}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormFooter
        cancelLabel={t('form.cancel')}
        submitLabel={t('form.submit')}
        busyLabel={t('form.submitting')}
        isSubmitting={isSubmitting}
        icon={Send}
      />
    </form>
  );
}
