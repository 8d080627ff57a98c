import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import { evaluateEligibility } from '@domain/programmes/eligibility';
import type { EligibilityFacts } from '@domain/programmes/eligibility-rules';
import { isOffered } from '@domain/programmes/programme-design';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { requireUser } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { loadEligibilityFacts, referenceDateOf } from '@server/modules/programmes';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { toOfferedProgramme } from './programme-mappers';
import { listOpenProgrammes } from './programme-queries';

/** What the rules read about the signed-in beneficiary; null for staff and employers, who are judged by nobody. */
async function applicantFacts(db: Database, user: CurrentUser): Promise<EligibilityFacts | null> {
  if (user.userType !== 'beneficiary') return null;
  const person = await loadOwnBeneficiary(db, user);
  return (await loadEligibilityFacts(db, [person.id])).get(person.id) ?? null;
}

/**
 * The programmes one can apply to today (open, within their window), in the reader's language. A
 * beneficiary also reads, for each, whether they may apply and why not: the same rules the submission
 * applies, so nobody starts a form they will be refused at the end.
 */
export async function listOfferedProgrammes(
  db: Database,
  user: CurrentUser | null,
  language: string,
): Promise<OfferedProgramme[]> {
  const signedIn = requireUser(user);
  const today = nairobiToday();
  const [rows, facts] = await Promise.all([listOpenProgrammes(db), applicantFacts(db, signedIn)]);
  return rows
    .filter((row) => isOffered(row, today))
    .map((row) =>
      toOfferedProgramme(
        row,
        language,
        facts ? evaluateEligibility(row.eligibilityRules, facts, { referenceDate: referenceDateOf(row, today) }) : null,
      ),
    );
}
