import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import type { StaffProgramme } from '../api/programme-keys';

/** The projects an approval enrols people in, each linked to its page. */
export function LinkedProjects({ projects }: { projects: StaffProgramme['projects'] }) {
  const { t } = useTranslation(['staff-programmes', 'staff-registry']);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('designer.projects.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('page.noProjects')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {projects.map((project) => (
              <li key={project.id}>
                <Link
                  to={`/staff/projects/${project.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {project.name}
                </Link>{' '}
                <span className="text-muted-foreground">
                  {t(`staff-registry:camps.${project.location}`, { defaultValue: project.location })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
