import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { Spinner } from '@web/ui/spinner';
import { useEnrolPeople } from './api/enrol-people';
import type { RegistryPerson } from './api/search-people';
import { PeoplePicker } from './people-picker';
import { ProjectChooser } from './project-chooser';

function EnrolForm({ fixedProjectId, onDone }: { fixedProjectId?: string; onDone: () => void }) {
  const { t } = useTranslation('staff-projects');
  const enrol = useEnrolPeople();
  const [projectId, setProjectId] = useState(fixedProjectId ?? '');
  const [selected, setSelected] = useState(new Map<string, RegistryPerson>());
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!projectId) return setProblem(t('chooser.required'));
    if (selected.size === 0) return setProblem(t('picker.chooseSomeone'));
    setProblem(null);
    try {
      const result = await enrol.mutateAsync({ projectId, beneficiaryIds: [...selected.keys()] });
      toast.success(t('enrol.done', { count: result.enrolled }), {
        description: result.alreadyEnrolled > 0 ? t('enrol.already', { count: result.alreadyEnrolled }) : undefined,
      });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {!fixedProjectId && <ProjectChooser value={projectId} onChange={setProjectId} />}
      <PeoplePicker selected={selected} onChange={setSelected} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </DialogClose>
        <Button onClick={() => void submit()} disabled={enrol.isPending}>
          {enrol.isPending ? <Spinner /> : <UserPlus aria-hidden="true" />}
          {t('enrol.submit', { count: selected.size })}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Enrol people found in the registry; without a project (Bulk Enroll) the dialog asks which one. */
export function EnrolDialog({
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
      <DialogContent className="max-w-xl">
        <DialogTitle>{t(projectId ? 'enrol.title' : 'enrol.bulkTitle')}</DialogTitle>
        <DialogDescription>{t('enrol.description')}</DialogDescription>
        {open && <EnrolForm fixedProjectId={projectId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
