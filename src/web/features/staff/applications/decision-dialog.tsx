import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applicationDecisionSchema,
  REVIEWER_NOTES_MAX,
  type ApplicationDecision,
  type ApplicationDecisionInput,
  type StaffApplicationDetail,
} from '@domain/application-review';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useReviewApplication } from './api/review-application';

const TEXTAREA =
  'flex min-h-28 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-destructive';

function DecisionFormBody({
  application,
  decision,
  onDone,
}: {
  application: StaffApplicationDetail;
  decision: ApplicationDecision;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff-applications');
  const review = useReviewApplication();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(applicationDecisionSchema),
    defaultValues: {
      decision,
      notes: '',
      projectId: decision === 'approve' && application.projects.length === 1 ? application.projects[0]!.id : '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const body: ApplicationDecisionInput = decision === 'approve' ? values : { decision, notes: values.notes };
    try {
      await review.mutateAsync({ id: application.id, step: 'decision', body });
      toast.success(
        t(decision === 'approve' ? 'toasts.approved' : 'toasts.rejected', { name: application.person.name }),
      );
      onDone();
    } catch (error) {
      toast.error(t('toasts.failed'), {
        description: applyServerErrors(error, applicationDecisionSchema.shape, setError),
      });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {decision === 'approve' && (
        <FormField
          label={t('decision.project')}
          hint={application.projects.length === 0 ? t('decision.noProjects') : undefined}
          error={formState.errors.projectId?.message}
        >
          <Select {...register('projectId')}>
            <option value="">{t('decision.chooseProject')}</option>
            {application.projects.map((project) => (
              <option key={project.id} value={project.id}>
                {`${project.name} (${project.code}, ${t(`camps.${project.location}`, { defaultValue: project.location })})`}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField
        label={t(`decision.notes.${decision}`)}
        hint={t('decision.notesHint')}
        error={formState.errors.notes?.message}
      >
        <textarea className={TEXTAREA} maxLength={REVIEWER_NOTES_MAX} {...register('notes')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            {t('decision.cancel')}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={decision === 'reject' ? 'destructive' : 'default'}
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting && <Spinner />}
          {t(`decision.submit.${decision}`)}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Approve (choosing the project) or reject, with notes the applicant reads. */
export function DecisionDialog({
  application,
  decision,
  onOpenChange,
}: {
  application: StaffApplicationDetail;
  decision: ApplicationDecision | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-applications');
  return (
    <Dialog open={decision !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {decision && (
          <>
            <DialogTitle>{t(`decision.title.${decision}`, { name: application.person.name })}</DialogTitle>
            <DialogDescription>
              {t(`decision.description.${decision}`, { programme: application.programName })}
            </DialogDescription>
            <DecisionFormBody application={application} decision={decision} onDone={() => onOpenChange(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
