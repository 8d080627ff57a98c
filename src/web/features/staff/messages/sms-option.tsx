import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SmsEstimate } from '@domain/group-sms';
import { messageAudienceSchema, type MessageAudience } from '@domain/staff-messages';
import { errorMessage } from '@web/lib/api';
import { localeOf } from '@web/lib/languages';
import { Checkbox } from '@web/ui/checkbox';
import { useSettledText } from './use-settled-text';
import { useSmsEstimate } from './api/sms-estimate';

/** SMS is billed to the cent, unlike the whole shillings shown elsewhere. */
function shillings(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'KES',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function EstimateLines({ estimate }: { estimate: SmsEstimate }) {
  const { t, i18n } = useTranslation('staff-messages');
  const money = (amount: number) => shillings(amount, i18n.language);
  if (estimate.ceilingKes === null) return <p className="text-destructive">{t('sms.noCeiling')}</p>;
  const tooLong = estimate.partsPerText > estimate.maxParts;
  const overCeiling = estimate.remainingTodayKes !== null && estimate.costKes > estimate.remainingTodayKes;
  return (
    <>
      <p className="font-medium">{t('sms.texts', { count: estimate.texts })}</p>
      <p>
        {t('sms.parts', { count: estimate.partsPerText })} ·{' '}
        {t(estimate.encoding === 'ucs2' ? 'sms.unicode' : 'sms.gsm')}
      </p>
      <p className="font-medium">{t('sms.cost', { cost: money(estimate.costKes) })}</p>
      <p className="text-muted-foreground">
        {t('sms.left', { left: money(estimate.remainingTodayKes ?? 0), ceiling: money(estimate.ceilingKes) })}
      </p>
      {tooLong && (
        <p className="text-destructive">{t('sms.tooLong', { parts: estimate.partsPerText, max: estimate.maxParts })}</p>
      )}
      {!tooLong && overCeiling && <p className="text-destructive">{t('sms.overCeiling')}</p>}
    </>
  );
}

interface SmsOptionProps {
  field: UseFormRegisterReturn<'sms'>;
  checked: boolean;
  audience: MessageAudience;
  message: string;
}

/**
 * "Also by SMS": who would get a text, its parts and its cost, asked again
 * once typing pauses, so staff see the price before they press Send.
 */
export function SmsOption({ field, checked, audience, message }: SmsOptionProps) {
  const { t } = useTranslation('staff-messages');
  const parsed = messageAudienceSchema.safeParse(audience);
  const group = parsed.success && parsed.data.type !== 'person' ? parsed.data : null;
  const settled = useSettledText(message.trim(), 400);
  const estimate = useSmsEstimate(checked && group && settled ? { audience: group, message: settled } : null);
  let body: ReactNode = null;
  if (checked && (!group || !settled)) body = <p className="text-muted-foreground">{t('sms.needsGroupAndMessage')}</p>;
  else if (checked && estimate.isError)
    body = <p className="text-destructive">{t('sms.failed', { message: errorMessage(estimate.error) })}</p>;
  else if (checked && estimate.data) body = <EstimateLines estimate={estimate.data} />;
  else if (checked) body = <p>{t('sms.estimating')}</p>;
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('sms.legend')}</legend>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox className="mt-0.5 shrink-0" {...field} />
        <span>
          <span className="font-medium">{t('sms.option')}</span>
          <span className="block text-muted-foreground">{t('sms.hint')}</span>
        </span>
      </label>
      <div role="status" aria-live="polite" className="flex flex-col gap-1 text-sm">
        {body}
      </div>
    </fieldset>
  );
}
