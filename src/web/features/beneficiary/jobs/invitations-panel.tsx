import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyJobInvitation } from '@domain/job-search';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { useDeclineInvitation } from './api/decline-invitation';
import { useInvitations } from './api/get-invitations';
import { JobCard } from './job-card';

function Invitation({ invitation }: { invitation: MyJobInvitation }) {
  const { t } = useTranslation('jobs');
  const decline = useDeclineInvitation();
  const onDecline = async () => {
    try {
      await decline.mutateAsync(invitation.id);
      toast.success(t('invitations.declined'));
    } catch (error) {
      toast.error(t('invitations.declineFailed'), { description: errorMessage(error) });
    }
  };
  return (
    <li className="flex flex-col gap-2">
      {invitation.message && <p className="text-sm">{t('invitations.message', { message: invitation.message })}</p>}
      <JobCard job={invitation.job} />
      <Button
        variant="outline"
        size="sm"
        className="self-end"
        disabled={decline.isPending}
        onClick={() => void onDecline()}
      >
        <X aria-hidden="true" />
        {t('invitations.decline')}
        <span className="sr-only">: {invitation.job.title}</span>
      </Button>
    </li>
  );
}

/** Employers who invited me to apply, shown above the search; nothing when there are none. */
export function InvitationsPanel() {
  const { t } = useTranslation('jobs');
  const invitations = useInvitations();
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="job-invitations-heading"
      className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50/50 p-4"
    >
      <div>
        <h2 id="job-invitations-heading" className="text-lg font-semibold">
          {t('invitations.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('invitations.intro')}</p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {items.map((invitation) => (
          <Invitation key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
