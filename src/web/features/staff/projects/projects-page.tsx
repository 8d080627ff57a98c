import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { EnrolDialog } from './enrol-dialog';
import { ProjectCards } from './project-cards';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectList } from './project-list';
import { QuickActions, type QuickAction } from './quick-actions';
import { ScheduleActivityDialog } from './schedule-activity-dialog';

/** The Projects tab (spec "Project Management"): cards, quick actions and the list, on real data. */
export default function ProjectsPage() {
  const { t } = useTranslation('staff-projects');
  const [open, setOpen] = useState<QuickAction | null>(null);
  const dialogProps = (action: QuickAction) => ({
    open: open === action,
    onOpenChange: (next: boolean) => setOpen(next ? action : null),
  });
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('heading')}</h1>
          <p className="mt-1 text-muted-foreground">{t('description')}</p>
        </div>
        <Button onClick={() => setOpen('create')}>
          <Plus aria-hidden="true" />
          {t('createProject')}
        </Button>
      </div>
      <ProjectCards />
      <QuickActions onAction={setOpen} />
      <ProjectList />
      <ProjectFormDialog {...dialogProps('create')} />
      <EnrolDialog {...dialogProps('enrol')} />
      <ScheduleActivityDialog {...dialogProps('activity')} />
    </div>
  );
}
