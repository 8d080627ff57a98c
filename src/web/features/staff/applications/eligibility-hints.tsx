import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EligibilityHint, HintOutcome } from '@domain/application-review';
import { formatKes } from '@web/lib/format';

const ICONS: Record<HintOutcome, typeof CheckCircle2> = { met: CheckCircle2, not_met: XCircle, unknown: CircleHelp };
const COLOURS: Record<HintOutcome, string> = {
  met: 'text-green-700',
  not_met: 'text-red-700',
  unknown: 'text-muted-foreground',
};

function HintText({ hint }: { hint: EligibilityHint }) {
  const { t, i18n } = useTranslation('staff-applications');
  if (hint.rule === 'income') {
    const threshold = formatKes(hint.incomeBelow, i18n.language);
    if (hint.income === null) return <>{t('hints.incomeUnknown', { threshold })}</>;
    return <>{t(`hints.income.${hint.outcome}`, { income: formatKes(hint.income, i18n.language), threshold })}</>;
  }
  const range =
    hint.maxAge === null
      ? t('hints.ageAtLeast', { min: hint.minAge })
      : t('hints.ageBetween', { min: hint.minAge ?? 0, max: hint.maxAge });
  if (hint.age === null) return <>{t('hints.ageUnknown', { range })}</>;
  return <>{t(`hints.age.${hint.outcome}`, { age: hint.age, range })}</>;
}

/** The programme's published criteria checked against the record: advice for the reviewer, not a rule the system applies. */
export function EligibilityHints({ hints }: { hints: EligibilityHint[] }) {
  const { t } = useTranslation('staff-applications');
  return (
    <section aria-labelledby="eligibility-heading" className="flex flex-col gap-2">
      <h3 id="eligibility-heading" className="text-sm font-semibold">
        {t('hints.title')}
      </h3>
      {hints.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('hints.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm">
          {hints.map((hint) => {
            const Icon = ICONS[hint.outcome];
            return (
              <li key={hint.rule} className="flex items-start gap-2">
                <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${COLOURS[hint.outcome]}`} />
                <span>
                  <span className="sr-only">{t(`hints.outcomes.${hint.outcome}`)}: </span>
                  <HintText hint={hint} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t('hints.advice')}</p>
    </section>
  );
}
