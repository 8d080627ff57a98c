import { useTranslation } from 'react-i18next';
import type { InstalmentView, PaymentPlan as Plan } from '@domain/programmes/cycles-views';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatKes } from '@web/lib/format';
import { Badge, type BadgeTone } from '@web/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { usePaymentPlan } from './get-payment-plan';

const TONE: Record<InstalmentView['state'], BadgeTone> = {
  paid: 'green',
  in_payment: 'blue',
  due: 'blue',
  held: 'yellow',
  upcoming: 'purple',
  failed: 'red',
};

/** What a reason waits on, in the reader's words (a held instalment may wait on several things). */
function InstalmentWaits({ instalment }: { instalment: InstalmentView }) {
  const { t } = useTranslation('payment-plan');
  if (instalment.reasons.length === 0) return null;
  return (
    <ul className="list-disc ps-5 text-sm text-muted-foreground">
      {instalment.reasons.map((reason) => (
        <li key={reason.code}>
          {t(`reasons.${reason.code}`, {
            percent: reason.percent,
            attended: reason.attendedPercent,
            document: reason.documentType ? t(`documents.${reason.documentType}`) : '',
          })}
        </li>
      ))}
    </ul>
  );
}

function CyclePlan({ cycle }: { cycle: Plan['cycles'][number] }) {
  const { t, i18n } = useTranslation('payment-plan');
  const next = cycle.instalments.find((instalment) => !['paid', 'in_payment'].includes(instalment.state));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{cycle.programmeName}</CardTitle>
        <CardDescription>
          {t('cycleDates', {
            name: cycle.cycleName,
            start: formatDate(cycle.startsOn, i18n.language),
            end: formatDate(cycle.endsOn, i18n.language),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {next && <p className="text-sm font-medium">{t('next', { amount: formatKes(next.amount, i18n.language) })}</p>}
        <ol className="flex flex-col divide-y divide-border">
          {cycle.instalments.map((instalment) => (
            <li key={instalment.key} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {t(`instalment.${cycle.planKind}`, { number: instalment.sequence, share: instalment.share })}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold">{formatKes(instalment.amount, i18n.language)}</span>
                  <Badge tone={TONE[instalment.state]}>{t(`states.${instalment.state}`)}</Badge>
                </span>
              </div>
              {cycle.planKind !== 'tranches' && (
                <span className="text-xs text-muted-foreground">
                  {formatDate(instalment.periodStart, i18n.language)} –{' '}
                  {formatDate(instalment.periodEnd, i18n.language)}
                </span>
              )}
              <InstalmentWaits instalment={instalment} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** My plan in each programme cycle: what was paid, what comes next and what it waits on. Nothing when in none. */
export function PaymentPlan() {
  const { t } = useTranslation('payment-plan');
  const plan = usePaymentPlan();
  if (plan.isError)
    return (
      <LoadError
        error={plan.error}
        message={t('loadFailed', { message: errorMessage(plan.error) })}
        onRetry={() => void plan.refetch()}
      />
    );
  if (!plan.data || plan.data.cycles.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="payment-plan-title">
      <h2 id="payment-plan-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {plan.data.cycles.map((cycle) => (
        <CyclePlan key={cycle.cycleId} cycle={cycle} />
      ))}
    </section>
  );
}
