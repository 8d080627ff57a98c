import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_NOTE_MAX,
  applicationNoteSchema,
  type ApplicationNoteInput,
  type EmployerApplicationDetail,
} from '@domain/job-application-status';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { useApplicationAction } from './api/application-actions';
import { TEXTAREA } from './textarea';

/** 'Add Feedback': private notes of the employer, newest first, never shown to the applicant. */
export function ApplicationNotes({ application }: { application: EmployerApplicationDetail }) {
  const { t, i18n } = useTranslation('hiring');
  const action = useApplicationAction(application.id);
  const { register, handleSubmit, setError, reset, formState } = useForm<ApplicationNoteInput>({
    resolver: zodResolver(applicationNoteSchema),
    defaultValues: { body: '' },
  });
  const onSubmit = handleSubmit(async ({ body }) => {
    try {
      await action.mutateAsync({ kind: 'notes', body });
      reset({ body: '' });
      toast.success(t('notes.saved'));
    } catch (error) {
      toast.error(t('actions.failed'), {
        description: applyServerErrors(error, applicationNoteSchema.shape, setError),
      });
    }
  });

  return (
    <section aria-labelledby={`notes-${application.id}`} className="flex flex-col gap-3">
      <h3 id={`notes-${application.id}`} className="font-semibold">
        {t('notes.title')}
      </h3>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
        <FormField label={t('notes.label')} hint={t('notes.private')} error={formState.errors.body?.message}>
          <textarea className={TEXTAREA} maxLength={APPLICATION_NOTE_MAX} {...register('body')} />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={action.isPending}>
            {t('notes.add')}
          </Button>
        </div>
      </form>
      {application.notes.length > 0 && (
        <ul className="flex flex-col gap-2">
          {application.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-muted p-3 text-sm">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">{formatDateTime(note.createdAt, i18n.language)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
