import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentBatchDetail } from '@domain/payment-batch';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@domain/payments';
import { errorMessage } from '@web/lib/api';
import { formatKes } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { useBatchAction } from './api/act-on-batch';
import { ConfirmDialog } from './confirm-dialog';

/** Choose how an approved batch is paid; M-Pesa only for mobile money, and only where it is set up. */
export function DisburseForm({ batch }: { batch: PaymentBatchDetail }) {
  const { t, i18n } = useTranslation('staff-payments');
  const action = useBatchAction(batch.id);
  const name = useId();
  const [provider, setProvider] = useState<PaymentProviderName>('file');
  const [confirming, setConfirming] = useState(false);
  const money = { count: batch.paymentCount, total: formatKes(batch.totalAmount, i18n.language) };
  const disburse = async () => {
    try {
      await action.mutateAsync({ action: 'disburse', provider });
      toast.success(t('actions.disbursed', { reference: batch.reference }));
    } catch (error) {
      toast.error(t('actions.failed'), { description: errorMessage(error) });
    }
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{t('actions.chooseProvider')}</legend>
      {PAYMENT_PROVIDERS.map((value) => {
        const unavailable = value === 'mpesa' && !batch.permissions.mpesa;
        return (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={value}
              className="mt-1 size-4"
              checked={provider === value}
              disabled={unavailable}
              onChange={() => setProvider(value)}
            />
            <span>
              <span className="font-medium">{t(`providers.${value}`)}</span>
              <span className="block text-muted-foreground">
                {unavailable
                  ? t(batch.paymentMethod === 'mobile_money' ? 'providers.mpesaNotSetUp' : 'providers.mpesaMobileOnly')
                  : t(`providers.${value}Hint`)}
              </span>
            </span>
          </label>
        );
      })}
      <div>
        <Button disabled={action.isPending} onClick={() => setConfirming(true)}>
          {action.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {t('actions.disburse')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`confirm.disburseTitle.${provider}`, money)}
        description={t(`confirm.disburseDescription.${provider}`, money)}
        confirmLabel={t('confirm.disburse', money)}
        icon={Send}
        busy={action.isPending}
        onConfirm={disburse}
      />
    </fieldset>
  );
}
