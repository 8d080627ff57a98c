import { CirclePause, CirclePlay, CircleStop } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRAMME_TRANSITIONS, type ProgrammeStatus } from '@domain/programmes/programme-design';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useChangeProgrammeStatus } from '../api/change-programme-status';
import type { StaffProgramme } from '../api/programme-keys';
import { ConfirmStepDialog } from './confirm-step-dialog';

const ICONS = { open: CirclePlay, paused: CirclePause, closed: CircleStop, draft: CirclePlay } as const;

/** The moves the programme's status allows, as buttons; closing asks first, as it cannot be undone. */
export function StatusActions({ programme }: { programme: StaffProgramme }) {
  const { t } = useTranslation('staff-programmes');
  const change = useChangeProgrammeStatus();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const name = programme.content.en.name;

  const move = async (status: ProgrammeStatus) => {
    try {
      await change.mutateAsync({ programmeId: programme.id, status });
      toast.success(t(`page.moved.${status}`, { name }));
    } catch (error) {
      toast.error(t('page.moveFailed'), { description: errorMessage(error) });
    }
  };

  const moves = PROGRAMME_TRANSITIONS[programme.status];
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) => {
        const Icon = ICONS[status];
        const busy = change.isPending && change.variables.status === status;
        return (
          <Button
            key={status}
            variant={status === 'closed' ? 'outline' : 'default'}
            disabled={change.isPending}
            onClick={() => (status === 'closed' ? setConfirmingClose(true) : void move(status))}
          >
            {busy ? <Spinner /> : <Icon aria-hidden="true" />}
            {t(`page.moves.${status}`)}
          </Button>
        );
      })}
      <ConfirmStepDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title={t('page.closeTitle', { name })}
        description={t('page.closeDescription')}
        confirmLabel={t('page.moves.closed')}
        icon={CircleStop}
        busy={change.isPending}
        onConfirm={() => move('closed')}
      />
    </div>
  );
}
