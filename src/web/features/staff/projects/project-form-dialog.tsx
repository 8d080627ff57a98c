import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nairobiToday } from '@domain/kenya-day';
import { projectInputSchema, type ProjectInput, type ProjectValues } from '@domain/project-input';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormFooter } from '@web/ui/form-footer';
import { useSaveProject } from './api/save-project';
import type { ProjectDetails } from './api/project-types';
import { ProjectFormFields } from './project-form-fields';

function formValues(project: ProjectDetails | undefined, ownOrganisation: string): ProjectInput {
  if (!project) {
    // This year in Kenya: on 31 December from 21:00 UTC a browser elsewhere would still say last year.
    const year = nairobiToday().slice(0, 4);
    return {
      code: '',
      name: '',
      partner: ownOrganisation,
      type: 'skills_training',
      location: 'DAD',
      programmeId: '',
      targetBeneficiaries: 100,
      budget: 0,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      status: 'planning',
      description: '',
    };
  }
  return {
    code: project.code,
    name: project.name,
    partner: project.partner,
    type: project.type,
    location: project.location as ProjectInput['location'],
    programmeId: project.programmeId ?? '',
    targetBeneficiaries: project.targetBeneficiaries,
    budget: project.budget,
    startDate: project.startDate,
    endDate: project.endDate,
    status: project.status,
    description: project.description ?? '',
  };
}

function ProjectForm({ project, onDone }: { project?: ProjectDetails; onDone: () => void }) {
  const { t } = useTranslation('staff-projects');
  const save = useSaveProject();
  const navigate = useNavigate();
  const scope = useSession().user?.staff?.scope;
  // Staff run their own organisation's projects; only the lead agency's whole-registry staff name another.
  const partnerFixed = scope?.wholeRegistry !== true;
  const { register, handleSubmit, setError, formState } = useForm<ProjectInput, unknown, ProjectValues>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: formValues(project, scope?.organisation?.code ?? ''),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ projectId: project?.id, values });
      toast.success(t(project ? 'form.updated' : 'form.created', { code: saved.code }));
      onDone();
      if (!project) void navigate(`/staff/projects/${saved.id}`);
    } catch (error) {
      toast.error(t('form.failed'), { description: applyServerErrors(error, projectInputSchema.shape, setError) });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <ProjectFormFields register={register} errors={formState.errors} partnerFixed={partnerFixed} />
      <FormFooter
        cancelLabel={t('form.cancel')}
        submitLabel={t(project ? 'form.saveChanges' : 'form.create')}
        busyLabel={t('form.saving')}
        isSubmitting={formState.isSubmitting}
        icon={Save}
      />
    </form>
  );
}

/** Create a project (no `project`) or edit one. */
export function ProjectFormDialog({
  project,
  open,
  onOpenChange,
}: {
  project?: ProjectDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff-projects');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t(project ? 'form.editTitle' : 'form.createTitle')}</DialogTitle>
        <DialogDescription>{t('form.description')}</DialogDescription>
        {open && <ProjectForm project={project} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
