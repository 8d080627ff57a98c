import type { EligibilityRule } from '@domain/programmes/eligibility-rules';
import { scoreWith } from '@domain/programmes/scoring';
import type { ScoringFormula } from '@domain/programmes/scoring-formula';
import type { Database } from '@server/db/client';
import { loadEligibilityFacts } from '../eligibility/facts-queries';
import { evaluateApplicants, referenceDateOf } from '../eligibility/evaluate';
import { scoringInputOf } from '../eligibility/scoring-input';
import { openApplications, storeEligibility, storeScores } from './reassessment-queries';

/*
 * What a design change does to the applications still waiting for a decision. Decided ones (approved,
 * rejected, completed, withdrawn) keep the verdict and score they were decided on.
 */

/** The programme's rules applied again to its open applications; returns how many were judged. */
export async function reevaluateOpenApplications(
  db: Database,
  programme: { id: string; closesOn: string | null; eligibilityRules: readonly EligibilityRule[] },
): Promise<number> {
  const applications = await openApplications(db, programme.id);
  if (applications.length === 0) return 0;
  const verdicts = await evaluateApplicants(
    db,
    programme,
    applications.map((application) => application.beneficiaryId),
  );
  const judged = applications.flatMap((application) => {
    const eligibility = verdicts.get(application.beneficiaryId);
    return eligibility ? [{ applicationId: application.id, eligibility }] : [];
  });
  await storeEligibility(db, judged);
  return judged.length;
}

/** Every open application scored with the formula (a new score row each); returns how many were scored. */
export async function rescoreOpenApplications(
  db: Database,
  programme: { id: string; closesOn: string | null },
  formula: { id: string; formula: ScoringFormula },
): Promise<number> {
  const applications = await openApplications(db, programme.id);
  if (applications.length === 0) return 0;
  const facts = await loadEligibilityFacts(
    db,
    applications.map((application) => application.beneficiaryId),
  );
  const referenceDate = referenceDateOf(programme);
  const scores = applications.map((application) => {
    const input = scoringInputOf(application.applicationData, facts.get(application.beneficiaryId), referenceDate);
    return { applicationId: application.id, ...scoreWith(formula.formula, input) };
  });
  await storeScores(db, formula.id, scores);
  return scores.length;
}
