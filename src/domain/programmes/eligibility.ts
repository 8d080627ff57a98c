import { nairobiToday } from '../kenya-day';
import type {
  Eligibility,
  EligibilityContext,
  EligibilityFacts,
  EligibilityRule,
  RuleOutcome,
  RuleResult,
} from './eligibility-rules';

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const birthdayPassed = m > bm || (m === bm && d >= bd);
  return y - by - (birthdayPassed ? 0 : 1);
}

/** Monthly household income per person, rounded down to the shilling; null when either figure is unknown. */
export function incomePerPerson(household: EligibilityFacts['household']): number | null {
  const { size, monthlyIncome } = household;
  if (size === null || monthlyIncome === null || size < 1) return null;
  return Math.floor(monthlyIncome / size);
}

/** The day N whole months before a YYYY-MM-DD day (the 31st falls back to the month's last day). */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

type Verdict = { outcome: RuleOutcome; values?: Record<string, string | number> };

const pass = (values?: Verdict['values']): Verdict => ({ outcome: 'pass', values });
const fail = (values?: Verdict['values']): Verdict => ({ outcome: 'fail', values });

function within(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** Bounds that are set, for the reason's text ("between 18 and 35", "at least 18"). */
function bounds(min: number | undefined, max: number | undefined): Record<string, number> {
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function oneOf(value: string | null, allowed: readonly string[], listName: string): Verdict {
  // The list goes with every outcome: an unknown camp is still told which camps the programme serves.
  const values = { [listName]: allowed.join(', ') };
  if (value === null) return { outcome: 'unknown', values };
  return allowed.includes(value) ? pass(values) : fail(values);
}

function judge(rule: EligibilityRule, facts: EligibilityFacts, context: EligibilityContext): Verdict {
  switch (rule.kind) {
    case 'age': {
      if (!facts.dateOfBirth) return { outcome: 'unknown', values: bounds(rule.min, rule.max) };
      const age = ageOn(facts.dateOfBirth, context.referenceDate);
      const values = { ...bounds(rule.min, rule.max), age };
      return within(age, rule.min, rule.max) ? pass(values) : fail(values);
    }
    case 'camp':
      return oneOf(facts.camp, rule.camps, 'camps');
    case 'nationality':
      return oneOf(facts.nationality, rule.nationalities, 'nationalities');
    case 'gender':
      return oneOf(facts.gender, rule.genders, 'genders');
    case 'household_size': {
      const size = facts.household.size;
      if (size === null) return { outcome: 'unknown', values: bounds(rule.min, rule.max) };
      const values = { ...bounds(rule.min, rule.max), size };
      return within(size, rule.min, rule.max) ? pass(values) : fail(values);
    }
    case 'income_per_person_below': {
      const perPerson = incomePerPerson(facts.household);
      if (perPerson === null) return { outcome: 'unknown', values: { amount: rule.amount } };
      const values = { amount: rule.amount, perPerson };
      return perPerson < rule.amount ? pass(values) : fail(values);
    }
    case 'vulnerability_at_least': {
      if (facts.vulnerabilityScore === null) return { outcome: 'unknown', values: { score: rule.score } };
      const values = { score: rule.score, own: facts.vulnerabilityScore };
      return facts.vulnerabilityScore >= rule.score ? pass(values) : fail(values);
    }
    case 'verified_document': {
      const values = { documentType: rule.documentType };
      return facts.verifiedDocumentTypes.includes(rule.documentType) ? pass(values) : fail(values);
    }
    case 'not_enrolled_recently': {
      const since = monthsBefore(context.referenceDate, rule.months);
      // Counted in Kenyan days: an approval at 01:00 in Nairobi is still the previous day in UTC.
      const recent = facts.enrolments.some(
        (enrolment) =>
          enrolment.programmeId === rule.programmeId && nairobiToday(new Date(enrolment.approvedAt)) >= since,
      );
      const values = { programmeId: rule.programmeId, months: rule.months };
      return recent ? fail(values) : pass(values);
    }
    case 'registered':
      return facts.registered ? pass() : fail();
  }
}

/**
 * Evaluates every rule for one person. Eligible means every hard rule passed: a hard rule whose fact is
 * unknown (no date of birth, say) keeps the person out until the fact is recorded, and says so.
 */
export function evaluateEligibility(
  rules: readonly EligibilityRule[],
  facts: EligibilityFacts,
  context: EligibilityContext,
): Eligibility {
  const results: RuleResult[] = rules.map((rule) => {
    const verdict = judge(rule, facts, context);
    return { kind: rule.kind, hard: rule.hard, outcome: verdict.outcome, values: verdict.values ?? {} };
  });
  return { eligible: results.every((result) => !result.hard || result.outcome === 'pass'), results };
}
