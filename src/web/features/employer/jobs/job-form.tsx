import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  JOB_CREATE_STATUSES,
  newJobPostingSchema,
  type JobPosting,
  type NewJobPostingInput,
  type NewJobPostingValues,
} from '@domain/job-posting';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Select } from '@web/ui/select';
import { useSaveJob } from './api/save-job';
import { JobTermsFields, JobTextFields } from './job-form-fields';
import { toJobFormValues } from './job-form-values';

/** One form for posting and editing; a new posting also chooses between publishing and a draft. */
export function JobForm({ job, onSaved }: { job?: JobPosting; onSaved: () => void }) {
  const { t } = useTranslation('job-postings');
  const save = useSaveJob();
  const { register, handleSubmit, setError, formState } = useForm<NewJobPostingInput, unknown, NewJobPostingValues>({
    resolver: zodResolver(newJobPostingSchema),
    defaultValues: toJobFormValues(job),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: job?.id, input });
      toast.success(t(job ? 'form.updated' : 'form.created'));
      onSaved();
    } catch (error) {
      toast.error(t(job ? 'form.updateFailed' : 'form.createFailed'), {
        description: applyServerErrors(error, newJobPostingSchema.shape, setError),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <JobTextFields register={register} errors={errors} />
      <JobTermsFields register={register} errors={errors} />
      {!job && (
        <FormField label={t('fields.status')} error={errors.status?.message}>
          <Select {...register('status')}>
            {JOB_CREATE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`form.createAs.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormFooter
        cancelLabel={t('form.cancel')}
        submitLabel={t(job ? 'form.submitUpdate' : 'form.submitCreate')}
        busyLabel={t('form.saving')}
        isSubmitting={isSubmitting}
        icon={Save}
      />
    </form>
  );
}
