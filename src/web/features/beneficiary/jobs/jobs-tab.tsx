import { Briefcase, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { FindJobs } from './find-jobs';
import { InvitationsPanel } from './invitations-panel';
import { MyApplications } from './my-applications';

type View = 'find' | 'mine';

/** Job Search (spec screen 8): invitations on top, then open jobs or my applications. */
export function JobsTab() {
  const { t } = useTranslation('jobs');
  const [view, setView] = useState<View>('find');
  const toggle = (value: View, Icon: typeof Briefcase) => (
    <Button
      variant={view === value ? 'default' : 'outline'}
      aria-pressed={view === value}
      onClick={() => setView(value)}
    >
      <Icon aria-hidden="true" />
      {t(`views.${value}`)}
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      <InvitationsPanel />
      <div role="group" aria-label={t('views.label')} className="flex flex-wrap gap-2">
        {toggle('find', Briefcase)}
        {toggle('mine', ClipboardList)}
      </div>
      {view === 'find' ? <FindJobs /> : <MyApplications />}
    </div>
  );
}
