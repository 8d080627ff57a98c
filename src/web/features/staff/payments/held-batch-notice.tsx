import { PlayCircle, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentBatchDetail } from '@domain/payment-batch';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useBatchAction } from './api/act-on-batch';

/**
 * M-Pesa refused the batch for a reason of ours (credentials, shortcode,
 * initiator): nobody was paid, the rest of the batch waits. Once the settings
 * are fixed, Resume sends the held and pending payments; none is sent twice.
 */
export function HeldBatchNotice({ batch }: { batch: PaymentBatchDetail }) {
  const { t } = useTranslation('staff-payments');
  const resume = useBatchAction(batch.id);
  const onResume = async () => {
    try {
      await resume.mutateAsync({ action: 'resume-mpesa' });
      toast.success(t('held.resumed'));
    } catch (error) {
      toast.error(t('held.resumeFailed'), { description: errorMessage(error) });
    }
  };
  return (
    <section
      aria-labelledby="held-heading"
      className="flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h2 id="held-heading" className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('held.title', { count: batch.heldForConfiguration })}
      </h2>
      <p className="text-sm">{t('held.explanation')}</p>
      {batch.permissions.resumeMpesa ? (
        <div>
          <Button size="sm" disabled={resume.isPending} onClick={() => void onResume()}>
            {resume.isPending ? <Spinner /> : <PlayCircle aria-hidden="true" />}
            {t('held.resume')}
          </Button>
        </div>
      ) : (
        <p className="text-sm font-medium">{t('held.notConfigured')}</p>
      )}
    </section>
  );
}
