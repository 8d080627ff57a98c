import { nairobiToday } from '@domain/kenya-day';
import { evaluateEligibility } from '@domain/programmes/eligibility';
import type { Eligibility, EligibilityRule } from '@domain/programmes/eligibility-rules';
import type { Database } from '@server/db/client';
import { loadEligibilityFacts } from './facts-queries';

/** The day rules and ages are judged on: the programme's closing date, or today in Nairobi when it has none. */
export function referenceDateOf(programme: { closesOn: string | null }, today: string = nairobiToday()): string {
  return programme.closesOn ?? today;
}

/**
 * The programme's rules applied to each person, with the facts loaded once for all of them. A person not
 * found in the registry is left out of the map.
 */
export async function evaluateApplicants(
  db: Database,
  programme: { closesOn: string | null; eligibilityRules: readonly EligibilityRule[] },
  beneficiaryIds: readonly string[],
): Promise<Map<string, Eligibility>> {
  const facts = await loadEligibilityFacts(db, beneficiaryIds);
  const referenceDate = referenceDateOf(programme);
  const verdicts = new Map<string, Eligibility>();
  for (const [beneficiaryId, personFacts] of facts) {
    verdicts.set(beneficiaryId, evaluateEligibility(programme.eligibilityRules, personFacts, { referenceDate }));
  }
  return verdicts;
}
