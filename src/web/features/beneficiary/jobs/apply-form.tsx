import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COVER_LETTER_MAX, COVER_LETTER_MIN, jobApplyInputSchema, type JobApplyInput } from '@domain/job-search';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Select } from '@web/ui/select';
import { useApplyToJob } from './api/apply-to-job';
import { useCvChoices } from './api/get-cv-choices';

const TEXTAREA =
  'flex min-h-40 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

/** An empty choice means no CV; the schema takes null for it. */
const cvValue = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function ApplyForm({ jobId, onSent }: { jobId: string; onSent: () => void }) {
  const { t } = useTranslation('jobs');
  const apply = useApplyToJob();
  const documents = useCvChoices();
  const { register, handleSubmit, setError, control, formState } = useForm<JobApplyInput>({
    resolver: zodResolver(jobApplyInputSchema),
    defaultValues: { coverLetter: '', cvDocumentId: null },
  });
  const { errors, isSubmitting } = formState;
  const letter = useWatch({ control, name: 'coverLetter' }) ?? '';

  const onSubmit = handleSubmit(async (input) => {
    try {
      await apply.mutateAsync({ jobId, input });
      toast.success(t('apply.sent'));
      onSent();
    } catch (error) {
      toast.error(t('apply.failed'), { description: applyServerErrors(error, jobApplyInputSchema.shape, setError) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label={t('apply.coverLetter')}
        hint={`${t('apply.coverLetterHint', { min: COVER_LETTER_MIN, max: COVER_LETTER_MAX })} ${t('apply.coverLetterCount', { count: letter.trim().length })}`}
        error={errors.coverLetter?.message}
      >
        <textarea className={TEXTAREA} maxLength={COVER_LETTER_MAX} {...register('coverLetter')} />
      </FormField>
      <FormField label={t('apply.cv')} hint={t('apply.cvHint')} error={errors.cvDocumentId?.message}>
        <Select disabled={!documents.data} {...register('cvDocumentId', { setValueAs: cvValue })}>
          <option value="">{t('apply.noCv')}</option>
          {documents.data?.items.map((document) => (
            <option key={document.id} value={document.id}>
              {document.documentName}
            </option>
          ))}
        </Select>
      </FormField>
      <FormFooter
        cancelLabel={t('apply.cancel')}
        submitLabel={t('apply.submit')}
        busyLabel={t('apply.sending')}
        isSubmitting={isSubmitting}
        icon={Send}
      />
    </form>
  );
}
