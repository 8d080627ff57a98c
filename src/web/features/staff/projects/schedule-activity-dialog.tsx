import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nairobiToday } from '@domain/kenya-day';
import { activityInputSchema, type ActivityInput } from '@domain/project-input';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { useScheduleActivity } from './api/schedule-activity';
import { ProjectChooser } from './project-chooser';
import { TEXTAREA } from './project-form-fields';

function ActivityForm({ fixedProjectId, onDone }: { fixedProjectId?: string; onDone: () => void }) {
  const { t } = useTranslation('staff-projects');
  const schedule = useScheduleActivity();
  const [projectId, setProjectId] = useState(fixedProjectId ?? '');
  const [projectError, setProjectError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<ActivityInput>({
    resolver: zodResolver(activityInputSchema),
    defaultValues: { title: '', activityDate: nairobiToday(), startTime: '', place: '', description: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    if (!projectId) return setProjectError(t('chooser.required'));
    try {
      await schedule.mutateAsync({ projectId, values });
      toast.success(t('activities.scheduled', { title: values.title }));
      onDone();
    } catch (error) {
      toast.error(t('form.failed'), { description: applyServerErrors(error, activityInputSchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {!fixedProjectId && (
        <ProjectChooser
          value={projectId}
          error={projectError}
          onChange={(id) => {
            setProjectId(id);
            setProjectError(undefined);
          }}
        />
      )}
      <FormField label={t('activities.fields.title')} error={errors.title?.message}>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('activities.fields.date')} error={errors.activityDate?.message}>
          <Input type="date" {...register('activityDate')} />
        </FormField>
        <FormField
          label={t('activities.fields.time')}
          hint={t('activities.timeHint')}
          error={errors.startTime?.message}
        >
          <Input type="time" {...register('startTime')} />
        </FormField>
      </div>
      <FormField label={t('activities.fields.place')} error={errors.place?.message}>
        <Input autoComplete="off" {...register('place')} />
      </FormField>
      <FormField label={t('activities.fields.description')} error={errors.description?.message}>
        <textarea className={TEXTAREA} maxLength={2000} {...register('description')} />
      </FormField>
      <FormFooter
        cancelLabel={t('form.cancel')}
        submitLabel={t('activities.schedule')}
        busyLabel={t('form.saving')}
        isSubmitting={formState.isSubmitting}
        icon={CalendarPlus}
      />
    </form>
  );
}

/** Schedule an activity; from the quick actions the dialog first asks which project. */
export function ScheduleActivityDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-projects');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('activities.scheduleTitle')}</DialogTitle>
        <DialogDescription>{t('activities.scheduleDescription')}</DialogDescription>
        {open && <ActivityForm fixedProjectId={projectId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
