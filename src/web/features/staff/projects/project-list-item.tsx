import { Eye, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import type { ProjectSummary } from './api/project-types';
import { PartnerBadge, ProjectStatusBadge } from './project-badges';
import { ProjectBars } from './project-bars';

/** One project of the list: the spec's fields, its three bars and the way in. */
export function ProjectListItem({ project }: { project: ProjectSummary }) {
  const { t, i18n } = useTranslation('staff-projects');
  const path = `/staff/projects/${project.id}`;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{project.name}</h3>
            <ProjectStatusBadge status={project.status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="font-mono">{project.code}</span>
            <PartnerBadge partner={project.partner} />
            <span>{t(`camps.${project.location}`, { defaultValue: project.location })}</span>
            <span>
              {t('dateRange', {
                start: formatDate(project.startDate, i18n.language),
                end: formatDate(project.endDate, i18n.language),
              })}
            </span>
          </p>
        </div>
        <p className="text-sm">
          <span className="text-muted-foreground">{t('fields.type')}: </span>
          {t(`types.${project.type}`)}
        </p>
      </div>
      <ProjectBars project={project} />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={path} aria-label={t('list.viewDetailsOf', { name: project.name })}>
            <Eye aria-hidden="true" />
            {t('list.viewDetails')}
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link to={`${path}#manage`} aria-label={t('list.manageOf', { name: project.name })}>
            <Settings2 aria-hidden="true" />
            {t('list.manage')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
