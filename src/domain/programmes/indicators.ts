import { evaluateGraduation, type RecordedRound } from './follow-up-graduation';
import type { SURVIVAL_ROUNDS } from './follow-up';
import { EMPLOYMENT_ROUND, OUTCOME_QUESTIONS, type GraduationCriterion } from './follow-up';

/*
 * A programme's outcome indicators, as a donor reads them, worked out from one row per participant:
 * - completion rate: completed / participants (everyone given a place, those who left included);
 * - business survival at 3, 6 and 12 months: "still trading" yes / answered, in that round's visits;
 * - employment rate at 6 months: "in paid work" yes / answered, in the 6-month visits;
 * - median income change: latest recorded household income minus the one registered before the programme;
 * - graduation rate: graduated / completed people, when the programme has criteria.
 * A rate with nothing to divide by is null ("no data"), never 0.
 */

export const BREAKDOWNS = ['camp', 'gender', 'age_band', 'nationality'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];
export const AGE_BANDS = ['under_18', '18_24', '25_34', '35_49', '50_plus', 'unknown'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export interface Participant {
  camp: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  nationality: string | null;
  completed: boolean;
  /** Household income registered before the programme (KES a month). */
  baselineIncome: number;
  householdSize: number;
  rounds: RecordedRound[];
}

export interface ShareOf {
  count: number;
  of: number;
  rate: number | null;
}

export interface IndicatorFigures {
  participants: number;
  completion: ShareOf;
  survival: Record<(typeof SURVIVAL_ROUNDS)[number], ShareOf>;
  employment: ShareOf;
  medianIncomeChange: number | null;
  graduation: ShareOf | null;
}

export function shareOf(count: number, of: number): ShareOf {
  return { count, of, rate: of === 0 ? null : count / of };
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Age in whole years on a day, both YYYY-MM-DD. */
function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

export function ageBandOf(dateOfBirth: string | null, today: string): AgeBand {
  if (!dateOfBirth) return 'unknown';
  const age = ageOn(dateOfBirth, today);
  if (age < 18) return 'under_18';
  if (age < 25) return '18_24';
  if (age < 35) return '25_34';
  if (age < 50) return '35_49';
  return '50_plus';
}

/** "yes" answers to a yes/no question among the people who answered it in a round. */
function yesShare(people: readonly Participant[], months: number, question: string): ShareOf {
  const answers = people
    .map((person) => person.rounds.find((round) => round.monthsAfter === months)?.answers[question])
    .filter((answer): answer is boolean => typeof answer === 'boolean');
  return shareOf(answers.filter(Boolean).length, answers.length);
}

function latestIncome(person: Participant): number | null {
  const answered = person.rounds
    .filter((round) => typeof round.answers[OUTCOME_QUESTIONS.householdIncome] === 'number')
    .sort((a, b) => b.monthsAfter - a.monthsAfter);
  const latest = answered[0]?.answers[OUTCOME_QUESTIONS.householdIncome];
  return typeof latest === 'number' ? latest : null;
}

export function indicatorFigures(
  people: readonly Participant[],
  criteria: readonly GraduationCriterion[],
): IndicatorFigures {
  const completed = people.filter((person) => person.completed);
  const changes = completed.flatMap((person) => {
    const latest = latestIncome(person);
    return latest === null ? [] : [latest - person.baselineIncome];
  });
  const graduated = completed.filter(
    (person) => evaluateGraduation(criteria, person.rounds, person.householdSize)?.status === 'graduated',
  ).length;
  return {
    participants: people.length,
    completion: shareOf(completed.length, people.length),
    survival: {
      3: yesShare(completed, 3, OUTCOME_QUESTIONS.businessTrading),
      6: yesShare(completed, 6, OUTCOME_QUESTIONS.businessTrading),
      12: yesShare(completed, 12, OUTCOME_QUESTIONS.businessTrading),
    },
    employment: yesShare(completed, EMPLOYMENT_ROUND, OUTCOME_QUESTIONS.employed),
    medianIncomeChange: median(changes),
    graduation: criteria.length === 0 ? null : shareOf(graduated, completed.length),
  };
}

/** The group a participant falls in for a breakdown; null values are reported as "unknown". */
export function groupOf(person: Participant, breakdown: Breakdown, today: string): string {
  if (breakdown === 'age_band') return ageBandOf(person.dateOfBirth, today);
  const value = breakdown === 'camp' ? person.camp : breakdown === 'gender' ? person.gender : person.nationality;
  return value ?? 'unknown';
}

export interface IndicatorGroup extends IndicatorFigures {
  group: string;
}

/** The figures for every group of a breakdown, groups in alphabetical order ("unknown" last). */
export function indicatorsBy(
  people: readonly Participant[],
  criteria: readonly GraduationCriterion[],
  breakdown: Breakdown,
  today: string,
): IndicatorGroup[] {
  const groups = new Map<string, Participant[]>();
  for (const person of people) {
    const group = groupOf(person, breakdown, today);
    groups.set(group, [...(groups.get(group) ?? []), person]);
  }
  const order = (group: string) =>
    group === 'unknown' ? '\uffff' : breakdown === 'age_band' ? String(AGE_BANDS.indexOf(group as AgeBand)) : group;
  return [...groups.entries()]
    .sort(([a], [b]) => order(a).localeCompare(order(b)))
    .map(([group, members]) => ({ group, ...indicatorFigures(members, criteria) }));
}
