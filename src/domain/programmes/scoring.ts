import type { ScoreBreakdown, ScoringBand, ScoringCriterion, ScoringFormula, ScoringInput } from './scoring-formula';

/** The value a criterion reads: a number for numeric fields, text for the others, null when unknown. */
function valueOf(criterion: ScoringCriterion, input: ScoringInput): number | string | null {
  switch (criterion.field) {
    case 'household_income':
      return input.householdIncome;
    case 'household_size':
      return input.householdSize;
    case 'income_per_person':
      return input.householdIncome === null || !input.householdSize
        ? null
        : Math.floor(input.householdIncome / input.householdSize);
    case 'vulnerability_score':
      return input.vulnerabilityScore;
    case 'age':
      return input.age;
    case 'employment_status':
      return input.employmentStatus;
    case 'previous_assistance':
      return input.previousAssistance === null ? null : input.previousAssistance ? 'yes' : 'no';
    case 'gender':
      return input.gender;
    case 'camp':
      return input.camp;
    case 'nationality':
      return input.nationality;
    case 'question': {
      const answer = criterion.questionId === undefined ? undefined : input.answers[criterion.questionId];
      if (answer === undefined) return null;
      if (typeof answer === 'boolean') return answer ? 'yes' : 'no';
      return answer;
    }
  }
}

function matches(band: ScoringBand, value: number | string): boolean {
  if (band.op === 'in') return band.values.includes(String(value));
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) return false;
  switch (band.op) {
    case 'eq':
      return number === band.value;
    case 'lt':
      return number < band.value;
    case 'lte':
      return number <= band.value;
    case 'gt':
      return number > band.value;
    case 'gte':
      return number >= band.value;
  }
}

/** Points one criterion gives: its first matching band's, times its weight. */
function criterionPoints(criterion: ScoringCriterion, input: ScoringInput): number {
  const value = valueOf(criterion, input);
  if (value === null) return 0;
  const band = criterion.bands.find((candidate) => matches(candidate, value));
  return band ? band.points * criterion.weight : 0;
}

/** An application's score under a formula, between 0 and the formula's maximum, and how it was reached. */
export function scoreWith(formula: ScoringFormula, input: ScoringInput): { score: number; breakdown: ScoreBreakdown } {
  const breakdown = formula.criteria.map((criterion) => ({
    field: criterion.field,
    ...(criterion.questionId !== undefined ? { questionId: criterion.questionId } : {}),
    points: criterionPoints(criterion, input),
  }));
  const total = breakdown.reduce((sum, part) => sum + part.points, 0);
  return { score: Math.max(0, Math.min(formula.maxScore, Math.round(total))), breakdown };
}
