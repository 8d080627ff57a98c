import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/ui/button';
import { useApproveMember } from './api/approve-member';
import { useDeactivateMember } from './api/deactivate-member';
import type { TeamMember } from '@domain/staff-team';
import { useReactivateMember } from './api/reactivate-member';
import { useSetMemberAdmin } from './api/set-member-admin';
import { useSetMemberProgrammeDesign } from './api/set-member-programme-design';
import { useSetMemberSafeguarding } from './api/set-member-safeguarding';
import { AccessToggle } from './access-toggle';
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
  const setProgrammeDesign = useSetMemberProgrammeDesign();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  const busy =
    approve.isPending ||
    deactivate.isPending ||
    reactivate.isPending ||
    setAdmin.isPending ||
    setSafeguarding.isPending ||
    setProgrammeDesign.isPending;
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

  /** After a change of access: closes its question, if one was asked, and says what changed. */
  const succeeded = (done: (() => void) | null, toastKey: string) => () => {
    done?.();
    toast.success(t(toastKey, { name }));
  };

  return (
    <div className="flex flex-wrap gap-2 xl:justify-end">
      {member.status === 'pending' && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            approve.mutate(member.userId, {
              onSuccess: () => toast.success(t('team.toasts.approved', { name })),
              onError,
            })
          }
        >
          {t('team.actions.approve')}
          {nameForScreenReaders}
        </Button>
      )}
      {member.status === 'active' && !isSelf && (
        <AccessToggle
          granted={member.isAdmin}
          grantLabel={t('team.actions.makeAdmin')}
          removeLabel={t('team.actions.removeAdmin')}
          name={name}
          title={t('team.confirmGrant.adminTitle', { name })}
          description={t('team.confirmGrant.adminDescription', { name })}
          onGrant={(done) =>
            setAdmin.mutate(
              { userId: member.userId, isAdmin: true },
              { onSuccess: succeeded(done, 'team.toasts.madeAdmin'), onError },
            )
          }
          onRemove={() =>
            setAdmin.mutate(
              { userId: member.userId, isAdmin: false },
              { onSuccess: succeeded(null, 'team.toasts.removedAdmin'), onError },
            )
          }
          isPending={setAdmin.isPending}
          disabled={busy}
        />
      )}
      {member.status === 'active' && !isSelf && (
        <AccessToggle
          granted={member.safeguarding}
          grantLabel={t('staff-feedback:team.grant')}
          removeLabel={t('staff-feedback:team.remove')}
          name={name}
          title={t('staff-feedback:team.confirmGrant.title', { name })}
          description={t('staff-feedback:team.confirmGrant.description', { name })}
          onGrant={(done) =>
            setSafeguarding.mutate(
              { userId: member.userId, safeguarding: true },
              { onSuccess: succeeded(done, 'staff-feedback:team.toasts.granted'), onError },
            )
          }
          onRemove={() =>
            setSafeguarding.mutate(
              { userId: member.userId, safeguarding: false },
              { onSuccess: succeeded(null, 'staff-feedback:team.toasts.removed'), onError },
            )
          }
          isPending={setSafeguarding.isPending}
          disabled={busy}
        />
      )}
      {member.status === 'active' && !isSelf && (
        <AccessToggle
          granted={member.programmeDesign}
          grantLabel={t('team.programmeDesign.grant')}
          removeLabel={t('team.programmeDesign.remove')}
          name={name}
          title={t('team.programmeDesign.confirmGrant.title', { name })}
          description={t('team.programmeDesign.confirmGrant.description', { name })}
          onGrant={(done) =>
            setProgrammeDesign.mutate(
              { userId: member.userId, programmeDesign: true },
              { onSuccess: succeeded(done, 'team.programmeDesign.toasts.granted'), onError },
            )
          }
          onRemove={() =>
            setProgrammeDesign.mutate(
              { userId: member.userId, programmeDesign: false },
              { onSuccess: succeeded(null, 'team.programmeDesign.toasts.removed'), onError },
            )
          }
          isPending={setProgrammeDesign.isPending}
          disabled={busy}
        />
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
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            reactivate.mutate(member.userId, {
              onSuccess: () => toast.success(t('team.toasts.reactivated', { name })),
              onError,
            })
          }
        >
          {t('team.actions.reactivate')}
          {nameForScreenReaders}
        </Button>
      )}
    </div>
  );
}
