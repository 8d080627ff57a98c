import { CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nairobiToday } from '@domain/kenya-day';
import { cycleInputSchema, type EntitlementPlan } from '@domain/programmes/cycles-plan';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { useCreateCycle } from './cycles-api';
import { PlanFields, startingPlan } from './plan-fields';

interface NewCycleProps {
  programmeId: string;
  projects: { id: string; name: string }[];
  open: boolean;
  onClose: () => void;
}

/** Opening a cycle: its name, the project whose people it pays, its dates and its entitlement plan. */
export function NewCycleDialog({ programmeId, projects, open, onClose }: NewCycleProps) {
  const { t } = useTranslation('staff-cycles');
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState(projects[0]?.id ?? '');
  const [startsOn, setStartsOn] = useState(nairobiToday());
  const [endsOn, setEndsOn] = useState('');
  const [plan, setPlan] = useState<EntitlementPlan>(startingPlan('tranches'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCycle(programmeId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cycleInputSchema.safeParse({ name, projectId, startsOn, endsOn, plan });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success(t('new.done', { name: parsed.data.name }));
      onClose();
    } catch {
      // Shown in the form.
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{t('new.title')}</DialogTitle>
        <DialogDescription>{t('new.description')}</DialogDescription>
        {projects.length === 0 ? (
          <Alert tone="info">{t('new.noProjects')}</Alert>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <FormField label={t('new.name')} error={errors.name}>
              <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <FormField label={t('new.project')} hint={t('new.projectHint')} error={errors.projectId}>
              <Select value={projectId} onChange={(e) => setProjectId(e.target.value)}>
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t('new.startsOn')} error={errors.startsOn}>
                <Input type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} />
              </FormField>
              <FormField label={t('new.endsOn')} error={errors.endsOn}>
                <Input type="date" value={endsOn} onChange={(e) => setEndsOn(e.target.value)} />
              </FormField>
            </div>
            <PlanFields plan={plan} onChange={setPlan} />
            {errors.plan && <Alert tone="error">{t('new.planInvalid')}</Alert>}
            {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
            <FormFooter
              cancelLabel={t('common.cancel')}
              submitLabel={t('new.submit')}
              busyLabel={t('common.working')}
              isSubmitting={create.isPending}
              icon={CalendarPlus}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
