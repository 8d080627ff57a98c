import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reasonKey } from '@domain/programmes/eligibility-reasons';
import type { Eligibility, RuleResult } from '@domain/programmes/eligibility-rules';
import { cn } from '@web/ui/cn';
import { advisoryNotes, blockingResults, remedyOf } from './rule-reason';

const REMEDY_PATHS = { profile: '/beneficiary/profile', documents: '/beneficiary/documents' } as const;

/** One rule's verdict in the reader's language, with the figures it was decided on. */
export function useRuleReason() {
  const { t } = useTranslation(['programmes', 'eligibility']);
  return (result: RuleResult) => {
    const reason = reasonKey(result, (list, code) => t(`eligibility:codes.${list}.${code}`, code));
    return t(reason.key, reason.values);
  };
}

function BlockingReason({ result }: { result: RuleResult }) {
  const { t } = useTranslation('programmes');
  const reason = useRuleReason();
  const remedy = remedyOf(result);
  return (
    <li className="flex flex-col gap-1">
      <span>{reason(result)}</span>
      {remedy && (
        <Link to={REMEDY_PATHS[remedy]} className="font-medium text-primary underline underline-offset-2">
          {t(`eligibility.remedy.${remedy}`)}
        </Link>
      )}
    </li>
  );
}

/**
 * "You can apply" or "You cannot apply" and why, before the person starts: each failed hard rule in their
 * language with what they can do about it; advisory rules as what the reviewer will check.
 */
export function EligibilityVerdict({ check, id, className }: { check: Eligibility; id?: string; className?: string }) {
  const { t } = useTranslation('programmes');
  const reason = useRuleReason();
  const blocking = blockingResults(check.results);
  const notes = advisoryNotes(check.results);

  if (!check.eligible) {
    return (
      <div id={id} className={cn('rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900', className)}>
        <p className="flex items-center gap-2 font-semibold">
          <CircleX className="size-4 shrink-0" aria-hidden="true" />
          {t('eligibility.cannotApply')}
        </p>
        <ul className="mt-2 flex list-disc flex-col gap-2 ps-5">
          {blocking.map((result, index) => (
            <BlockingReason key={`${result.kind}-${index}`} result={result} />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div id={id} className={cn('rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900', className)}>
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        {t('eligibility.canApply')}
      </p>
      {notes.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {notes.map((result, index) => (
            <li key={`${result.kind}-${index}`} className="flex gap-2">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t('eligibility.reviewerWillCheck', { reason: reason(result) })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
