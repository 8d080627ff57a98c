import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { useApproveMember } from './api/approve-member';
import { useDeactivateMember } from './api/deactivate-member';
import type { TeamMember } from '../../../../domain/staff';
import { useReactivateMember } from './api/reactivate-member';
import { useSetMemberAdmin } from './api/set-member-admin';
import { useSetMemberSafeguarding } from './api/set-member-safeguarding';
import { DeactivateDialog } from './deactivate-dialog';

interface TeamMemberActionsProps {
  member: TeamMember;
  /** An admin never locks themselves out: no deactivate or demote on their own row. */
  isSelf: boolean;
}

export function TeamMemberActions({ member, isSelf }: TeamMemberActionsProps) {
  const { t } = useTranslation(['staff', 'staff-feedback']);
  const approve = useApproveMember();
  const deactivate = useDeactivateMember();
  const reactivate = useReactivateMember();
  const setAdmin = useSetMemberAdmin();
  const setSafeguarding = useSetMemberSafeguarding();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  const busy = approve.isPending || deactivate.isPending || reactivate.isPending || setAdmin.isPending || setSafeguarding.isPending;
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const nameForScreenReaders = <span className="sr-only"> {name}</span>;

  // Their own active row has nothing to offer; an empty box would only add a gap on phones.
  if (isSelf && member.status === 'active') return null;

  function confirmDeactivate() {
    deactivate.mutate(member.userId, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast.success(t('team.toasts.deactivated', { name }));
      },
      onError,
    });
  }

  return (
    <div className="flex flex-wrap gap-2 xl:justify-end">
      {member.status === 'pending' && (
        <Button size="sm" disabled={busy} onClick={() => approve.mutate(member.userId, { onSuccess: () => toast.success(t('team.toasts.approved', { name })), onError })}>
          {t('team.actions.approve')}
          {nameForScreenReaders}
        </Button>
      )}
      {member.status === 'active' && !isSelf && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            setAdmin.mutate(
              { userId: member.userId, isAdmin: !member.isAdmin },
              { onSuccess: () => toast.success(t(member.isAdmin ? 'team.toasts.removedAdmin' : 'team.toasts.madeAdmin', { name })), onError },
            )
          }
        >
          {t(member.isAdmin ? 'team.actions.removeAdmin' : 'team.actions.makeAdmin')}
          {nameForScreenReaders}
        </Button>
      )}
      {member.status === 'active' && !isSelf && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            setSafeguarding.mutate(
              { userId: member.userId, safeguarding: !member.safeguarding },
              {
                onSuccess: () =>
                  toast.success(t(member.safeguarding ? 'staff-feedback:team.toasts.removed' : 'staff-feedback:team.toasts.granted', { name })),
                onError,
              },
            )
          }
        >
          {t(member.safeguarding ? 'staff-feedback:team.remove' : 'staff-feedback:team.grant')}
          {nameForScreenReaders}
        </Button>
      )}
      {member.status === 'active' && !isSelf && (
        <DeactivateDialog
          name={name}
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          onConfirm={confirmDeactivate}
          isPending={deactivate.isPending}
          disabled={busy}
        />
      )}
      {member.status === 'deactivated' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => reactivate.mutate(member.userId, { onSuccess: () => toast.success(t('team.toasts.reactivated', { name })), onError })}>
          {t('team.actions.reactivate')}
          {nameForScreenReaders}
        </Button>
      )}
    </div>
  );
}
