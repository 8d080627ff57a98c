import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_STAFF_MESSAGE_MAX,
  feedbackAgencyReplySchema,
  type FeedbackStaffMessage,
} from '@domain/feedback-handling';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';

interface StaffMessageFormProps {
  /** `reply` (to the person) or `note` (internal): the keys of its texts under staff-feedback. */
  kind: 'reply' | 'note';
  send: { mutateAsync: (values: FeedbackStaffMessage) => Promise<unknown>; isPending: boolean };
}

/** A reply and a note share one shape (domain: feedbackAgencyReplySchema, feedbackCaseNoteSchema); the box empties once sent. */
export function StaffMessageForm({ kind, send }: StaffMessageFormProps) {
  const { t } = useTranslation('staff-feedback');
  const schema = feedbackAgencyReplySchema;
  const { register, handleSubmit, reset, setError, formState } = useForm<FeedbackStaffMessage>({
    resolver: zodResolver(schema),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        reset();
        toast.success(t(`${kind}.sent`));
      },
      (error: unknown) => {
        toast.error(t(`${kind}.failed`), { description: applyServerErrors(error, schema.shape, setError) });
      },
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
      <FormField
        label={t(`${kind}.label`)}
        hint={t(`${kind}.hint`, { max: FEEDBACK_STAFF_MESSAGE_MAX })}
        error={formState.errors.message?.message}
      >
        <textarea
          rows={kind === 'reply' ? 4 : 3}
          maxLength={FEEDBACK_STAFF_MESSAGE_MAX}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-destructive"
          {...register('message')}
        />
      </FormField>
      <Button
        type="submit"
        variant={kind === 'reply' ? 'default' : 'outline'}
        disabled={send.isPending}
        aria-busy={send.isPending}
        className="self-start"
      >
        {send.isPending && <Spinner />}
        {send.isPending ? t(`${kind}.sending`) : t(`${kind}.send`)}
      </Button>
    </form>
  );
}
