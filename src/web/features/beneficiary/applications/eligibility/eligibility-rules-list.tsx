import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Eligibility, RuleOutcome } from '@domain/programmes/eligibility-rules';
import { useRuleReason } from './eligibility-verdict';

const OUTCOME_ICONS = { pass: CircleCheck, fail: CircleX, unknown: CircleHelp } as const;
const OUTCOME_TONES: Record<RuleOutcome, string> = {
  pass: 'text-green-800',
  fail: 'text-red-800',
  unknown: 'text-amber-900',
};

/** Every rule of the programme with its verdict: the icon is decoration, the words say met or not. */
export function EligibilityRulesList({ check }: { check: Eligibility }) {
  const { t } = useTranslation(['programmes', 'eligibility']);
  const reason = useRuleReason();
  if (check.results.length === 0) return <p className="text-sm">{t('eligibility.noRules')}</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {check.results.map((result, index) => {
        const Icon = OUTCOME_ICONS[result.outcome];
        return (
          <li key={`${result.kind}-${index}`} className="flex gap-2">
            <Icon className={`mt-0.5 size-4 shrink-0 ${OUTCOME_TONES[result.outcome]}`} aria-hidden="true" />
            <span className="min-w-0 break-words">
              <span className={`font-medium ${OUTCOME_TONES[result.outcome]}`}>
                {t(`eligibility:outcomes.${result.outcome}`)}
                {result.hard ? '' : ` (${t('eligibility:strength.advisory')})`}:{' '}
              </span>
              {reason(result)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
