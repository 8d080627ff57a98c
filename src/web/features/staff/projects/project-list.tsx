import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES, type ProjectStatus } from '@domain/projects';
import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { LoadError } from '@web/ui/load-error';
import { Pager } from '@web/ui/pager';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { PROJECTS_PAGE_SIZE, useProjects } from './api/get-projects';
import { ProjectListItem } from './project-list-item';

/** The project list with its status filter, search and pages. */
export function ProjectList() {
  const { t } = useTranslation('staff-projects');
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const projects = useProjects({ status: status || undefined, q, page });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  return (
    <section aria-labelledby="project-list-heading" className="flex flex-col gap-4">
      <h2 id="project-list-heading" className="text-xl font-semibold">
        {t('list.heading')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-1 items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor="project-search">{t('list.search')}</Label>
            <Input
              id="project-search"
              type="search"
              value={typed}
              placeholder={t('list.searchPlaceholder')}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" size="icon" aria-label={t('list.searchButton')}>
            <Search aria-hidden="true" />
          </Button>
        </form>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="project-status-filter">{t('list.statusFilter')}</Label>
          <Select
            id="project-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ProjectStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('list.allStatuses')}</option>
            {PROJECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {projects.isPending && <Skeleton className="h-48 w-full" />}
      {projects.isError && <LoadError error={projects.error} onRetry={() => void projects.refetch()} />}
      {projects.data && projects.data.total === 0 && <p className="text-muted-foreground">{t('list.empty')}</p>}
      {projects.data && projects.data.total > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('list.showing', {
              from: (page - 1) * PROJECTS_PAGE_SIZE + 1,
              to: (page - 1) * PROJECTS_PAGE_SIZE + projects.data.items.length,
              total: projects.data.total,
            })}
          </p>
          <ul className="flex flex-col gap-4">
            {projects.data.items.map((project) => (
              <li key={project.id}>
                <ProjectListItem project={project} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PROJECTS_PAGE_SIZE}
            total={projects.data.total}
            onPage={setPage}
            label={t('list.pagerLabel')}
          />
        </>
      )}
    </section>
  );
}
