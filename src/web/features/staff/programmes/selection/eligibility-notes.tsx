import { useTranslation } from 'react-i18next';
import type { Eligibility } from '@domain/programmes/eligibility-rules';
import { reasonKey } from '@domain/programmes/eligibility-reasons';

/**
 * In a ranking row only what needs attention: the hard rules that fail (why the person is not eligible)
 * and the advisory rules that did not pass (notes for the officer). Everything met says so in one word.
 */
export function EligibilityNotes({ eligibility }: { eligibility: Eligibility }) {
  const { t } = useTranslation(['staff-selection', 'eligibility']);
  const failedHard = eligibility.results.filter((result) => result.hard && result.outcome === 'fail');
  const notes = eligibility.results.filter((result) => !result.hard && result.outcome !== 'pass');
  const unknownHard = eligibility.results.filter((result) => result.hard && result.outcome === 'unknown');
  const shown = [...failedHard, ...unknownHard, ...notes];
  if (shown.length === 0)
    return <span className="text-sm text-green-800">{t('staff-selection:eligibility.allMet')}</span>;
  return (
    <ul className="flex min-w-48 flex-col gap-1 text-sm">
      {shown.map((result) => {
        const reason = reasonKey(result, (list, code) => t(`eligibility:codes.${list}.${code}`, code));
        const tag = result.hard
          ? result.outcome === 'fail'
            ? t('staff-selection:eligibility.failed')
            : t('staff-selection:eligibility.unknown')
          : t('staff-selection:eligibility.advisory');
        return (
          <li key={result.kind} className={result.hard && result.outcome === 'fail' ? 'text-red-800' : ''}>
            <span className="font-medium">
              {tag} – {t(`eligibility:rules.${result.kind}.name`)}:
            </span>{' '}
            {t(reason.key, reason.values)}
          </li>
        );
      })}
    </ul>
  );
}
