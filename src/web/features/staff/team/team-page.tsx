import { ScrollText, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_STATUSES, type StaffStatus } from '@domain/user-types';
import { ApiError, errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { Alert } from '@web/ui/alert';
import { Button } from '@web/ui/button';
import { Skeleton } from '@web/ui/skeleton';
import type { TeamMember } from '@domain/staff-team';
import { useTeam } from './api/get-team';
import { TeamSection } from './team-section';
import { LoadError } from '@web/ui/load-error';

/** Pending requests wait longest-first; everyone else is listed by name. */
function groupByStatus(members: TeamMember[]): Record<StaffStatus, TeamMember[]> {
  const byName = (a: TeamMember, b: TeamMember) =>
    `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`);
  const of = (status: StaffStatus) => members.filter((member) => member.status === status);
  return {
    pending: of('pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    active: of('active').sort(byName),
    deactivated: of('deactivated').sort(byName),
  };
}

function TeamLoading() {
  const { t } = useTranslation('staff');
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        {t('team.loading')}
      </p>
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
      <Skeleton className="h-28" />
    </div>
  );
}

function TeamList({ isAdmin, currentUserId }: { isAdmin: boolean; currentUserId: string }) {
  const { t } = useTranslation('staff');
  const team = useTeam(isAdmin);
  const forbidden = team.error instanceof ApiError && team.error.status === 403;

  if (!isAdmin || forbidden) {
    return (
      <Alert tone="info" className="flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{t('team.adminOnly')}</span>
      </Alert>
    );
  }
  if (team.isPending) return <TeamLoading />;
  if (team.isError) {
    return (
      <LoadError
        error={team.error}
        message={`${t('team.loadError')} ${errorMessage(team.error)}`}
        onRetry={() => void team.refetch()}
      />
    );
  }
  const groups = groupByStatus(team.data);
  return STAFF_STATUSES.map((status) => (
    <TeamSection key={status} status={status} members={groups[status]} currentUserId={currentUserId} />
  ));
}

/**
 * Settings > Team: admins approve staff sign-ups, deactivate accounts and grant
 * admin rights. The member cards also read 'staff-feedback' (safeguarding): it
 * loads here, with the page, rather than when the list arrives, which would
 * suspend the screen again and hide it, links and all, until the file came.
 */
export default function TeamPage() {
  const { t } = useTranslation(['staff', 'staff-feedback']);
  const { user } = useSession();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('team.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('team.description')}</p>
        </div>
        {user?.staff?.isAdmin && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/staff/organisations">{t('organisations.open')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/staff/audit-log">
                <ScrollText aria-hidden="true" />
                {t('auditLog.open')}
              </Link>
            </Button>
          </div>
        )}
      </div>
      <TeamList isAdmin={user?.staff?.isAdmin === true} currentUserId={user?.id ?? ''} />
    </div>
  );
}
