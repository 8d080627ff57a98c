import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { Spinner } from '@web/ui/spinner';
import { useEnrolInProject } from './api/enrol-in-project';
import { useProjectOptions } from './api/get-project-options';

interface BulkEnrolDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}

/** Enrols the selection in one active project; people already in it are counted, not enrolled twice. */
export function BulkEnrolDialog({ ids, open, onOpenChange, onDone }: BulkEnrolDialogProps) {
  const { t } = useTranslation('staff-registry');
  const projects = useProjectOptions();
  const enrol = useEnrolInProject();
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const active = (projects.data ?? []).filter((project) => project.status === 'active');

  const submit = async () => {
    if (!projectId) return setError(t('bulk.enrol.projectRequired'));
    try {
      const result = await enrol.mutateAsync({ projectId, beneficiaryIds: ids });
      toast.success(t('bulk.enrol.done', { count: result.enrolled }), {
        description:
          result.alreadyEnrolled > 0 ? t('bulk.enrol.already', { count: result.alreadyEnrolled }) : undefined,
      });
      onDone();
    } catch (caught) {
      toast.error(t('bulk.enrol.failed'), { description: errorMessage(caught) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('bulk.enrol.title', { count: ids.length })}</DialogTitle>
        <DialogDescription>{t('bulk.enrol.description')}</DialogDescription>
        <FormField
          label={t('bulk.enrol.project')}
          error={error}
          hint={active.length === 0 && !projects.isPending ? t('bulk.enrol.noProjects') : undefined}
        >
          <Select
            value={projectId}
            onChange={(event) => {
              setProjectId(event.target.value);
              setError(undefined);
            }}
          >
            <option value="">{t('bulk.enrol.choose')}</option>
            {active.map((project) => (
              <option key={project.id} value={project.id}>
                {`${project.code} · ${project.name}`}
              </option>
            ))}
          </Select>
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={enrol.isPending}>
              {t('bulk.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={() => void submit()} disabled={enrol.isPending || active.length === 0}>
            {enrol.isPending && <Spinner />}
            {t('bulk.enrol.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
