import type { RuleResult } from './eligibility-rules';

/*
 * The sentence that tells an applicant (and the reviewer) what one rule found, the same on both portals.
 * Keys live in the `eligibility` namespace: `rules.<kind>.<outcome>`, and for the rules with a range
 * (age, household size) `rules.<kind>.<outcome>_min`, `_max` or `_range`, by which bounds the rule sets,
 * so no sentence says "between 18 and" when there is no upper bound. The page calls
 * `t(reason.key, reason.values)`.
 */

const RANGED_KINDS: readonly RuleResult['kind'][] = ['age', 'household_size'];

export interface RuleReason {
  key: string;
  values: Record<string, string | number>;
}

/** The lists a rule's values hold as codes ("KAK, DAD"), each named in the reader's language by the page. */
export const CODE_LISTS = ['camps', 'nationalities', 'genders'] as const;
export type CodeList = (typeof CODE_LISTS)[number];
/** Names one code: the pages use `eligibility:codes.<list>.<code>`. */
export type NameOf = (list: CodeList, code: string) => string;

/** A rule's values with its lists of codes written as names ("Kakuma, Dadaab", not "KAK, DAD"). */
function named(values: RuleResult['values'], nameOf: NameOf | undefined): RuleResult['values'] {
  if (!nameOf) return values;
  const renamed = { ...values };
  for (const list of CODE_LISTS) {
    const codes = values[list];
    if (typeof codes === 'string')
      renamed[list] = codes
        .split(', ')
        .map((code) => nameOf(list, code))
        .join(', ');
  }
  return renamed;
}

export function reasonKey(result: Pick<RuleResult, 'kind' | 'outcome' | 'values'>, nameOf?: NameOf): RuleReason {
  const base = `eligibility:rules.${result.kind}.${result.outcome}`;
  const values = named(result.values, nameOf);
  if (!RANGED_KINDS.includes(result.kind)) return { key: base, values };
  const hasMin = result.values.min !== undefined;
  const hasMax = result.values.max !== undefined;
  const range = hasMin && hasMax ? 'range' : hasMin ? 'min' : hasMax ? 'max' : null;
  return { key: range ? `${base}_${range}` : base, values };
}
