import { ArrowLeft, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@web/ui/button';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { ActivitiesSection } from './activities-section';
import { useProject } from './api/get-project';
import { EnrolledPeopleSection } from './enrolled-people-section';
import { PartnerBadge, ProjectStatusBadge } from './project-badges';
import { ProjectFigures } from './project-figures';
import { ProjectFormDialog } from './project-form-dialog';
import { SpendingSection } from './spending-section';

/** A project's page (View Details and Manage): figures, edit, people, activities with attendance, spending. */
export default function ProjectDetailsPage() {
  const { t } = useTranslation('staff-projects');
  const { projectId = '' } = useParams();
  const { hash } = useLocation();
  const project = useProject(projectId);
  const [editing, setEditing] = useState(false);

  // "Manage" links to #manage: bring the people section into view once the page has drawn it.
  const loaded = Boolean(project.data);
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link
        to="/staff/projects"
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('details.back')}
      </Link>
      {project.isPending && <Skeleton className="h-48 w-full" />}
      {project.isError && <LoadError error={project.error} onRetry={() => void project.refetch()} />}
      {project.data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold">{project.data.name}</h1>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span className="font-mono">{project.data.code}</span>
                <PartnerBadge partner={project.data.partner} />
                <ProjectStatusBadge status={project.data.status} />
              </p>
            </div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('details.edit')}
            </Button>
          </div>
          <ProjectFigures project={project.data} />
          <EnrolledPeopleSection project={project.data} />
          <ActivitiesSection projectId={project.data.id} />
          <SpendingSection projectId={project.data.id} />
          <ProjectFormDialog project={project.data} open={editing} onOpenChange={setEditing} />
        </>
      )}
    </div>
  );
}
