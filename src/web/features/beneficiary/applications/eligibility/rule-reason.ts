import type { RuleResult } from '@domain/programmes/eligibility-rules';

/** Hard rules the person fails (or whose facts are missing): these keep them out. */
export function blockingResults(results: readonly RuleResult[]): RuleResult[] {
  return results.filter((result) => result.hard && result.outcome !== 'pass');
}

/** Advisory rules not met: a reviewer looks at them, they do not keep anyone out. */
export function advisoryNotes(results: readonly RuleResult[]): RuleResult[] {
  return results.filter((result) => !result.hard && result.outcome !== 'pass');
}

/** Where a person can put a blocking rule right themselves; null when only staff can (registry, scores). */
export type RuleRemedy = 'profile' | 'documents';

export function remedyOf(result: Pick<RuleResult, 'kind' | 'outcome'>): RuleRemedy | null {
  if (result.kind === 'verified_document') return 'documents';
  if (result.outcome !== 'unknown') return null;
  switch (result.kind) {
    case 'age':
    case 'camp':
    case 'nationality':
    case 'gender':
    case 'household_size':
    case 'income_per_person_below':
      return 'profile';
    case 'vulnerability_at_least':
    case 'not_enrolled_recently':
    case 'registered':
      return null;
  }
}
