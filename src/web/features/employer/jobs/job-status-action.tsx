import { Lock, Send, Unlock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isDeadlinePassed, type JobPosting } from '@domain/job-posting';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { useChangeJobStatus } from './api/change-job-status';

const ACTIONS = {
  draft: { to: 'open', key: 'publish', Icon: Send },
  open: { to: 'closed', key: 'close', Icon: Lock },
  closed: { to: 'open', key: 'reopen', Icon: Unlock },
} as const;

/** The next step of the spec's draft, open, closed cycle; reopening waits for a later deadline. */
export function JobStatusAction({ job }: { job: JobPosting }) {
  const { t } = useTranslation('job-postings');
  const change = useChangeJobStatus();
  const { to, key, Icon } = ACTIONS[job.status];
  if (job.status !== 'open' && isDeadlinePassed(job.applicationDeadline)) {
    return <p className="self-center text-xs text-muted-foreground">{t('actions.deadlinePassed')}</p>;
  }
  const run = async () => {
    try {
      await change.mutateAsync({ id: job.id, status: to });
      toast.success(t(`actions.${key}Done`, { title: job.title }));
    } catch (error) {
      toast.error(t('actions.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => void run()}>
      <Icon aria-hidden="true" />
      {t(`actions.${key}`)}
      <span className="sr-only">: {job.title}</span>
    </Button>
  );
}
