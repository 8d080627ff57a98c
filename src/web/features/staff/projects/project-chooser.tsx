import { useTranslation } from 'react-i18next';
import { FormField } from '@web/ui/form-field';
import { Select } from '@web/ui/select';
import { useProjects } from './api/get-projects';

/** The running and planned projects (those that take people in), for the quick actions. */
export function ProjectChooser({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (projectId: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('staff-projects');
  const active = useProjects({ status: 'active', page: 1, pageSize: 100 });
  const planning = useProjects({ status: 'planning', page: 1, pageSize: 100 });
  const open = [...(active.data?.items ?? []), ...(planning.data?.items ?? [])].sort((a, b) =>
    a.code.localeCompare(b.code),
  );
  return (
    <FormField label={t('chooser.label')} error={error}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={active.isPending || planning.isPending}
      >
        <option value="">{t('chooser.placeholder')}</option>
        {open.map((project) => (
          <option key={project.id} value={project.id}>
            {project.code} · {project.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
