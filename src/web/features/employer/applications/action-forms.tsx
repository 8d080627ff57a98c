import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  hireApplicationSchema,
  INTERVIEW_LOCATION_MAX,
  REJECTION_REASON_MAX,
  rejectApplicationSchema,
  scheduleInterviewSchema,
  type HireApplicationInput,
  type RejectApplicationInput,
  type ScheduleInterviewInput,
} from '@domain/job-application-status';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { useApplicationAction, type ApplicationAction } from './api/application-actions';
import { TEXTAREA } from './textarea';

interface FormProps {
  id: string;
  onDone: () => void;
  onCancel: () => void;
}

function FormButtons({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('hiring');
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" size="sm" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** Sends the action; field errors from the server land on their fields, the rest in a toast. */
function useSubmit(id: string, onDone: () => void) {
  const { t } = useTranslation('hiring');
  const action = useApplicationAction(id);
  return {
    busy: action.isPending,
    submit: async (request: ApplicationAction, onFieldErrors: (error: unknown) => string | undefined) => {
      try {
        await action.mutateAsync(request);
        onDone();
      } catch (error) {
        toast.error(t('actions.failed'), { description: onFieldErrors(error) });
      }
    },
  };
}

export function RejectForm({ id, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('hiring');
  const { busy, submit } = useSubmit(id, onDone);
  const { register, handleSubmit, setError, formState } = useForm<RejectApplicationInput>({
    resolver: zodResolver(rejectApplicationSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit((input) =>
    submit({ kind: 'reject', input }, (error) => applyServerErrors(error, rejectApplicationSchema.shape, setError)),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-md border border-border p-3"
    >
      <FormField label={t('forms.reason')} hint={t('forms.reasonHint')} error={formState.errors.reason?.message}>
        <textarea className={TEXTAREA} maxLength={REJECTION_REASON_MAX} {...register('reason')} />
      </FormField>
      <FormButtons submitLabel={t('forms.confirmReject')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function InterviewForm({ id, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('hiring');
  const { busy, submit } = useSubmit(id, onDone);
  const { register, handleSubmit, setError, formState } = useForm<ScheduleInterviewInput>({
    resolver: zodResolver(scheduleInterviewSchema),
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((input) =>
    submit({ kind: 'interview', input }, (error) => applyServerErrors(error, scheduleInterviewSchema.shape, setError)),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-md border border-border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('forms.date')} error={errors.date?.message}>
          <Input type="date" {...register('date')} />
        </FormField>
        <FormField label={t('forms.time')} hint={t('forms.timeHint')} error={errors.time?.message}>
          <Input type="time" {...register('time')} />
        </FormField>
      </div>
      <FormField label={t('forms.place')} error={errors.location?.message}>
        <Input maxLength={INTERVIEW_LOCATION_MAX} {...register('location')} />
      </FormField>
      <FormButtons submitLabel={t('forms.confirmInterview')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function HireForm({ id, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('hiring');
  const { busy, submit } = useSubmit(id, onDone);
  const { register, handleSubmit, setError, formState } = useForm<HireApplicationInput>({
    resolver: zodResolver(hireApplicationSchema),
  });
  const onSubmit = handleSubmit((input) =>
    submit({ kind: 'hire', input }, (error) => applyServerErrors(error, hireApplicationSchema.shape, setError)),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-md border border-border p-3"
    >
      <FormField label={t('forms.startDate')} error={formState.errors.startDate?.message}>
        <Input type="date" {...register('startDate')} />
      </FormField>
      <FormButtons submitLabel={t('forms.confirmHire')} busy={busy} onCancel={onCancel} />
    </form>
  );
}
