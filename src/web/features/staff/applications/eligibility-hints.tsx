import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Eligibility, RuleOutcome } from '@domain/programmes/eligibility-rules';
import { reasonKey } from '@domain/programmes/eligibility-reasons';
import { Badge } from '@web/ui/badge';

const ICONS: Record<RuleOutcome, typeof CheckCircle2> = { pass: CheckCircle2, fail: XCircle, unknown: CircleHelp };
const COLOURS: Record<RuleOutcome, string> = {
  pass: 'text-green-700',
  fail: 'text-red-700',
  unknown: 'text-muted-foreground',
};

/**
 * The programme's rules as the server applied them to this person: each rule, whether it is required
 * (hard) or advisory, its outcome and the same reason sentence the applicant sees.
 */
export function EligibilityHints({ eligibility }: { eligibility: Eligibility | null }) {
  const { t } = useTranslation(['staff-applications', 'eligibility']);
  return (
    <section aria-labelledby="eligibility-heading" className="flex flex-col gap-2">
      <h3 id="eligibility-heading" className="text-sm font-semibold">
        {t('staff-applications:hints.title')}
      </h3>
      {eligibility === null && (
        <p className="text-sm text-muted-foreground">{t('staff-applications:hints.notEvaluated')}</p>
      )}
      {eligibility && eligibility.results.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('staff-applications:hints.none')}</p>
      )}
      {eligibility && eligibility.results.length > 0 && (
        <>
          <p className={`text-sm font-medium ${eligibility.eligible ? 'text-green-800' : 'text-red-800'}`}>
            {eligibility.eligible ? t('staff-applications:hints.eligible') : t('staff-applications:hints.notEligible')}
          </p>
          <ul className="flex flex-col gap-2 text-sm">
            {eligibility.results.map((result) => {
              const Icon = ICONS[result.outcome];
              const reason = reasonKey(result, (list, code) => t(`eligibility:codes.${list}.${code}`, code));
              return (
                <li key={result.kind} className="flex items-start gap-2">
                  <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${COLOURS[result.outcome]}`} />
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      {t(`eligibility:rules.${result.kind}.name`)}
                      <Badge>{t(`eligibility:strength.${result.hard ? 'hard' : 'advisory'}`)}</Badge>
                      <span className={COLOURS[result.outcome]}>{t(`eligibility:outcomes.${result.outcome}`)}</span>
                    </span>
                    <span>{t(reason.key, reason.values)}</span>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
