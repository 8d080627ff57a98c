import { ListChecks } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgrammeQuota } from '@domain/programmes/programme-design';
import { MAX_SELECT_AT_ONCE, type SelectionResult } from '@domain/programmes/programme-selection';
import { errorMessage } from '@web/lib/api';
import { Alert } from '@web/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { useSelectTop } from './api/selection-api';
import { ConflictNotice, isSelectionConflict } from './conflict-notice';
import { quotaGroupLabel } from './quota-label';

export interface SelectTopProps {
  programmeId: string;
  projects: { id: string; name: string }[];
  quotas: ProgrammeQuota[];
  /** The number selected on the page the officer is looking at: the server refuses if it has changed. */
  selectedCount: number;
  /** Places still free, to suggest N; null for no limit. */
  freePlaces: number | null;
  onSelected: (result: SelectionResult) => void;
  onReload: () => void;
  onClose: () => void;
}

function usePreview(count: number, quotas: ProgrammeQuota[]): string {
  const { t } = useTranslation('staff-selection');
  const bounds = quotas.map((quota) => {
    const group = quotaGroupLabel(t, quota);
    if (quota.minPlaces !== undefined && quota.maxPlaces !== undefined)
      return t('selectTop.quotaRange', { group, min: quota.minPlaces, max: quota.maxPlaces });
    if (quota.minPlaces !== undefined) return t('selectTop.quotaMin', { group, min: quota.minPlaces });
    if (quota.maxPlaces !== undefined) return t('selectTop.quotaMax', { group, max: quota.maxPlaces });
    return group;
  });
  const quotaText = bounds.length > 0 ? bounds.join('; ') : t('selectTop.noQuotas');
  return t('selectTop.preview', { count, quotas: quotaText });
}

function SelectTopForm({
  programmeId,
  projects,
  quotas,
  selectedCount,
  freePlaces,
  onSelected,
  onReload,
}: SelectTopProps) {
  const { t } = useTranslation('staff-selection');
  const previewId = useId();
  const [countText, setCountText] = useState(String(Math.max(1, Math.min(freePlaces ?? 10, MAX_SELECT_AT_ONCE))));
  const [projectId, setProjectId] = useState(projects[0]?.id ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const selectTop = useSelectTop(programmeId);
  const count = Number(countText);
  const countValid = Number.isInteger(count) && count >= 1 && count <= MAX_SELECT_AT_ONCE;
  const preview = usePreview(countValid ? count : 0, quotas);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!countValid) return setFieldError('validation:selection.countInvalid');
    setFieldError(undefined);
    try {
      onSelected(await selectTop.mutateAsync({ count, projectId, selectedCount }));
    } catch {
      // The error is shown below the form (a conflict with its reload button).
    }
  };

  if (projects.length === 0) return <Alert tone="warning">{t('selectTop.noProjects')}</Alert>;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField
        label={t('selectTop.count')}
        error={fieldError}
        hint={t('selectTop.countHint', { max: MAX_SELECT_AT_ONCE })}
      >
        <Input inputMode="numeric" value={countText} onChange={(event) => setCountText(event.target.value)} />
      </FormField>
      <FormField label={t('selectTop.project')}>
        <Select value={projectId} onChange={(event) => setProjectId(event.target.value)}>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </Select>
      </FormField>
      <p id={previewId} aria-live="polite" className="text-sm">
        {countValid ? preview : t('selectTop.previewInvalid')}
      </p>
      {selectTop.isError &&
        (isSelectionConflict(selectTop.error) ? (
          <ConflictNotice onReload={onReload} />
        ) : (
          <Alert tone="error">{errorMessage(selectTop.error)}</Alert>
        ))}
      <FormFooter
        cancelLabel={t('common.cancel')}
        submitLabel={t('selectTop.submit')}
        busyLabel={t('common.working')}
        isSubmitting={selectTop.isPending}
        icon={ListChecks}
      />
    </form>
  );
}

/** "Select the top N": within places and quotas, enrolled in one of the programme's projects. */
export function SelectTopDialog(props: SelectTopProps & { open: boolean }) {
  const { t } = useTranslation('staff-selection');
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogTitle>{t('selectTop.title')}</DialogTitle>
        <DialogDescription>{t('selectTop.description')}</DialogDescription>
        {props.open && <SelectTopForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}
