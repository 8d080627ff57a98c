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

export function SubmitForm({ onSubmitted }: { onSubmitted: (created: FeedbackCase) => void }) {
  const { t } = useTranslation('feedback');
  const submit = useSubmitCase();
  const { register, handleSubmit, setError, control, formState } = useForm<
    FeedbackCaseDraft,
    unknown,
    FeedbackCaseInput
  >({
    resolver: zodResolver(feedbackCaseInputSchema),
    defaultValues: { subject: '', description: '', anonymous: false },
  });
  const { errors, isSubmitting } = formState;
  const category = useWatch({ control, name: 'category' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      onSubmitted(await submit.mutateAsync(input));
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
