import { BadgeCheck, Ban, ShieldX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentBatchDetail } from '@domain/payment-batch';
import { errorMessage } from '@web/lib/api';
import { formatKes } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { useBatchAction, type BatchAction } from './api/act-on-batch';
import { ConfirmDialog } from './confirm-dialog';
import { DisburseForm } from './disburse-form';
import { RejectBatchDialog } from './reject-batch-dialog';

type Confirming = 'approve' | 'cancel' | null;

/** The next step of a batch, for the viewer: check it (not their own), cancel it, or pay it out; each asked for first. */
export function BatchActions({ batch }: { batch: PaymentBatchDetail }) {
  const { t, i18n } = useTranslation('staff-payments');
  const action = useBatchAction(batch.id);
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const explanationId = useId();
  const awaiting = batch.status === 'awaiting_approval';
  if (!awaiting && !batch.permissions.disburse && !batch.permissions.cancel) return null;

  const run = async (step: BatchAction, done: string) => {
    try {
      await action.mutateAsync(step);
      toast.success(t(done, { reference: batch.reference }));
    } catch (error) {
      toast.error(t('actions.failed'), { description: errorMessage(error) });
    }
  };
  const money = {
    reference: batch.reference,
    count: batch.paymentCount,
    total: formatKes(batch.totalAmount, i18n.language),
    each: formatKes(batch.amountEach, i18n.language),
  };
  const blocked = batch.approveBlockedReason === 'own_batch';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t(awaiting ? 'actions.checkTitle' : 'actions.payTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {awaiting && (
          <div className="flex flex-col gap-2">
            {blocked && (
              <p id={explanationId} className="text-sm text-muted-foreground">
                {t('actions.ownBatch')}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={!batch.permissions.approve || action.isPending}
                aria-describedby={blocked ? explanationId : undefined}
                onClick={() => setConfirming('approve')}
              >
                <BadgeCheck aria-hidden="true" />
                {t('actions.approve')}
              </Button>
              <Button
                variant="outline"
                disabled={!batch.permissions.approve || action.isPending}
                aria-describedby={blocked ? explanationId : undefined}
                onClick={() => setRejecting(true)}
              >
                <ShieldX aria-hidden="true" />
                {t('actions.reject')}
              </Button>
            </div>
          </div>
        )}
        {batch.permissions.disburse && <DisburseForm batch={batch} />}
        {batch.permissions.cancel && (
          <div>
            <Button variant="outline" disabled={action.isPending} onClick={() => setConfirming('cancel')}>
              <Ban aria-hidden="true" />
              {t('actions.cancelBatch')}
            </Button>
          </div>
        )}
        <ConfirmDialog
          open={confirming === 'approve'}
          onOpenChange={(open) => setConfirming(open ? 'approve' : null)}
          title={t('confirm.approveTitle', money)}
          description={t('confirm.approveDescription', money)}
          confirmLabel={t('confirm.approve')}
          icon={BadgeCheck}
          busy={action.isPending}
          onConfirm={() => run({ action: 'approve' }, 'actions.approved')}
        />
        <ConfirmDialog
          open={confirming === 'cancel'}
          onOpenChange={(open) => setConfirming(open ? 'cancel' : null)}
          title={t('confirm.cancelTitle', money)}
          description={t('confirm.cancelDescription', money)}
          confirmLabel={t('actions.cancelBatch')}
          keepLabel={t('confirm.keepBatch')}
          icon={Ban}
          busy={action.isPending}
          destructive
          onConfirm={() => run({ action: 'cancel' }, 'actions.cancelled')}
        />
        <RejectBatchDialog batch={batch} open={rejecting} onOpenChange={setRejecting} />
      </CardContent>
    </Card>
  );
}
