import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/api';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useProjectOptions } from '../api/get-project-options';
import { CheckboxList } from './checkbox-list';
import { DesignSection } from './design-section';

/** The projects an approval may enrol people in. */
export function ProjectsSection({
  selected,
  error,
  onChange,
}: {
  selected: string[];
  error?: string;
  onChange: (selected: string[]) => void;
}) {
  const { t } = useTranslation(['staff-programmes', 'staff-registry']);
  const projects = useProjectOptions();
  const names = new Map(projects.data?.items.map((project) => [project.id, project]));
  return (
    <DesignSection title={t('designer.projects.title')} description={t('designer.projects.description')}>
      {projects.isPending && <Skeleton className="h-20 w-full" />}
      {projects.isError && (
        <LoadError
          error={projects.error}
          message={t('designer.projects.loadError', { message: errorMessage(projects.error) })}
          onRetry={() => void projects.refetch()}
        />
      )}
      {projects.data && projects.data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('designer.projects.none')}</p>
      )}
      {projects.data && projects.data.items.length > 0 && (
        <CheckboxList
          legend={t('designer.projects.legend')}
          options={projects.data.items.map((project) => project.id)}
          selected={selected}
          columns={false}
          error={error}
          labelOf={(id) => {
            const project = names.get(id);
            return project
              ? t('designer.projects.option', {
                  name: project.name,
                  code: project.code,
                  location: t(`staff-registry:camps.${project.location}`, { defaultValue: project.location }),
                })
              : id;
          }}
          onChange={onChange}
        />
      )}
    </DesignSection>
  );
}
