import { Banknote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '@domain/payments';
import type { PreparedPayments } from '@domain/programmes/cycles-views';
import { Link } from 'react-router';
import { errorMessage } from '@web/lib/api';
import { formatKes } from '@web/lib/format';
import { Alert } from '@web/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { FormField } from '@web/ui/form-field';
import { FormFooter } from '@web/ui/form-footer';
import { Select } from '@web/ui/select';
import { usePreparePayments } from './cycles-api';

interface PrepareProps {
  programmeId: string;
  cycleId: string;
  due: { count: number; amount: number };
  open: boolean;
  onClose: () => void;
}

/** What is due becomes batches awaiting another staff member's approval; the batches are linked once made. */
export function PreparePaymentsDialog({ programmeId, cycleId, due, open, onClose }: PrepareProps) {
  const { t, i18n } = useTranslation('staff-cycles');
  const [method, setMethod] = useState<PaymentMethod>('mobile_money');
  const [prepared, setPrepared] = useState<PreparedPayments | null>(null);
  const prepare = usePreparePayments(programmeId, cycleId);
  const close = () => {
    setPrepared(null);
    prepare.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setPrepared(await prepare.mutateAsync({ paymentMethod: method }));
    } catch {
      // Shown in the form.
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogTitle>{t('prepare.title')}</DialogTitle>
        <DialogDescription>
          {t('prepare.description', { count: due.count, amount: formatKes(due.amount, i18n.language) })}
        </DialogDescription>
        {prepared ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm">{t('prepare.done')}</p>
            <ul className="flex flex-col gap-1 text-sm">
              {prepared.batches.map((batch) => (
                <li key={batch.id}>
                  <Link
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    to={`/staff/payments/${batch.id}`}
                  >
                    {batch.reference}
                  </Link>{' '}
                  {t('prepare.batchLine', {
                    count: batch.paymentCount,
                    amount: formatKes(batch.totalAmount, i18n.language),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <FormField label={t('prepare.method')}>
              <Select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
                {PAYMENT_METHODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`methods.${value}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            {prepare.isError && <Alert tone="error">{errorMessage(prepare.error)}</Alert>}
            <FormFooter
              cancelLabel={t('common.cancel')}
              submitLabel={t('prepare.submit')}
              busyLabel={t('common.working')}
              isSubmitting={prepare.isPending}
              icon={Banknote}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
