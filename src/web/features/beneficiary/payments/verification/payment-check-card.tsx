import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentCheck } from '@domain/payment-verification';
import { formatDate, formatKes } from '@web/lib/format';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { usePaymentChecks } from './api/get-payment-checks';
import { CheckAnswerForm } from './check-answer-form';

/**
 * Shown above the payment history only when the agency asks about one of the person's
 * payments; nothing at all otherwise (no empty card, no error on a slow line).
 */
export function PaymentCheckCard() {
  const { t, i18n } = useTranslation('payment-check');
  const checks = usePaymentChecks();
  const [answering, setAnswering] = useState<PaymentCheck | null>(null);
  const items = checks.data?.items ?? [];
  if (items.length === 0) return null;
  const describe = (check: PaymentCheck) =>
    t('payment', {
      amount: formatKes(check.amount, i18n.language),
      date: formatDate(check.paidAt, i18n.language),
      project: check.projectName ?? t('noProject'),
    });
  return (
    <Card className="border-blue-200 bg-blue-50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircleQuestion aria-hidden="true" className="size-5 shrink-0" />
          {t('title')}
        </CardTitle>
        <CardDescription className="text-slate-700">{t('explanation')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {items.map((check) => (
            <li key={check.paymentId} className="flex flex-wrap items-center justify-between gap-3">
              <span className="font-medium">{describe(check)}</span>
              <Button onClick={() => setAnswering(check)}>{t('answer')}</Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <Dialog open={answering !== null} onOpenChange={(open) => !open && setAnswering(null)}>
        <DialogContent>
          {answering && (
            <>
              <DialogTitle>{t('form.title')}</DialogTitle>
              <DialogDescription>{describe(answering)}</DialogDescription>
              <CheckAnswerForm check={answering} onDone={() => setAnswering(null)} />
            </>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
