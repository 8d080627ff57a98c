import { Eye, GitMerge, StickyNote, Undo2, UserCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateAlertItem } from '@domain/duplicate-alerts';
import { errorMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card } from '@web/ui/card';
import { Checkbox } from '@web/ui/checkbox';
import { useAssignDuplicate } from './api/assign-duplicate';
import { useDecideDuplicate } from './api/decide-duplicate';
import { ConfirmDuplicateDialog } from './confirm-duplicate-dialog';
import { DuplicateDetailsDialog } from './duplicate-details-dialog';
import { PersonPanel } from './person-panel';
import { ResolveDialog } from './resolve-dialog';
import { ReverseMergeDialog } from './reverse-merge-dialog';
import { AlertStatusBadge, RiskBadge } from './risk-badge';

type Dialog = 'details' | 'resolve' | 'confirm' | 'reverse' | null;

interface DuplicateAlertCardProps {
  alert: DuplicateAlertItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** Two records side by side with what matched, the risk, and the decisions. */
export function DuplicateAlertCard({ alert, selected, onSelect }: DuplicateAlertCardProps) {
  const { t, i18n } = useTranslation('staff-duplicates');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { user } = useSession();
  const canReverse = Boolean(alert.keptBeneficiaryId && user?.staff?.isAdmin);
  const assign = useAssignDuplicate();
  const decide = useDecideDuplicate();
  const names = `${alert.beneficiary1.name} / ${alert.beneficiary2.name}`;
  const open = alert.status !== 'resolved';
  const busy = assign.isPending || decide.isPending;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(t('toasts.failed'), { description: errorMessage(error) });
    }
  };
  const closeDialog = (isOpen: boolean) => setDialog(isOpen ? dialog : null);
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4">
      <div className="flex flex-wrap items-start gap-3">
        {open && (
          <Checkbox
            aria-label={t('card.select', { names })}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="mt-1.5"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="sr-only">{t('card.heading', { names })}</h2>
          <RiskBadge risk={alert.riskScore} />
          <p className="text-sm text-muted-foreground">
            {t('card.detected', { date: formatDateTime(alert.detectedOn, i18n.language) })} ·{' '}
            {alert.assignedTo ? t('card.assignedTo', { name: alert.assignedTo.name }) : t('card.unassigned')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AlertStatusBadge status={alert.status} />
          {alert.status === 'resolved' && <Badge>{t(`resolutions.${alert.resolution ?? 'noted'}`)}</Badge>}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <PersonPanel
          person={alert.beneficiary1}
          label={t('person.record1')}
          kept={alert.keptBeneficiaryId === alert.beneficiary1.id}
        />
        <PersonPanel
          person={alert.beneficiary2}
          label={t('person.record2')}
          kept={alert.keptBeneficiaryId === alert.beneficiary2.id}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{t('matchingFields.label')}</span>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('matchingFields.label')}>
          {alert.matchingFields.map((field) => (
            <li key={field}>
              <Badge tone="purple">{t(`matchingFields.${field}`)}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setDialog('details')}>
          <Eye aria-hidden="true" />
          {t('actions.details')}
        </Button>
        {open && (
          <>
            {alert.assignedTo?.id !== user?.id && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => void run(() => assign.mutateAsync(alert.id), t('toasts.assigned'))}
              >
                <UserCheck aria-hidden="true" />
                {t('actions.assign')}
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setDialog('resolve')}>
              <StickyNote aria-hidden="true" />
              {t('actions.resolve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(
                  () => decide.mutateAsync({ id: alert.id, decision: 'not_duplicate' }),
                  t('toasts.notDuplicate'),
                )
              }
            >
              <XCircle aria-hidden="true" />
              {t('actions.notDuplicate')}
            </Button>
            <Button size="sm" disabled={busy} onClick={() => setDialog('confirm')}>
              <GitMerge aria-hidden="true" />
              {t('actions.confirm')}
            </Button>
          </>
        )}
        {canReverse && (
          <Button size="sm" variant="outline" onClick={() => setDialog('reverse')}>
            <Undo2 aria-hidden="true" />
            {t('actions.reverse')}
          </Button>
        )}
      </div>
      {dialog === 'details' && <DuplicateDetailsDialog alertId={alert.id} onOpenChange={closeDialog} />}
      {dialog === 'resolve' && <ResolveDialog alert={alert} onOpenChange={closeDialog} />}
      {dialog === 'confirm' && <ConfirmDuplicateDialog alert={alert} onOpenChange={closeDialog} />}
      {dialog === 'reverse' && <ReverseMergeDialog alert={alert} onOpenChange={closeDialog} />}
    </Card>
  );
}
