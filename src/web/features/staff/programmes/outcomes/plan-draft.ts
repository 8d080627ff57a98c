import type { FollowUpPlan, GraduationCriterion } from '@domain/programmes/follow-up';
import type { LocalizedLabel, ProgrammeQuestion } from '@domain/programmes/programme-design';
import { freshId } from '../designer/question-edits';

/*
 * The follow-up plan as the outcomes page edits it. Numbers stay the text that was typed, so a save the
 * server refuses leaves every field as it was; they become numbers only when sent.
 */

export const COMPARISONS = ['answered_yes', 'at_least', 'at_least_per_member'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export interface CriterionDraft {
  key: string;
  question: string;
  comparison: Comparison;
  atMonths: string;
  value: string;
}

export interface PlanDraft {
  questions: ProgrammeQuestion[];
  selfReport: boolean;
  graduation: CriterionDraft[];
}

/** Field messages by dotted path ("graduation.0.question"), as the server names them. */
export type PlanErrors = Record<string, string>;

/** A yes/no criterion needs a yes/no question, a threshold a number: the questions a criterion may use. */
export const mayJudge = (question: ProgrammeQuestion) => question.kind === 'yes_no' || question.kind === 'number';

function comparisonOf(criterion: GraduationCriterion): Comparison {
  if (criterion.kind === 'answered_yes') return 'answered_yes';
  return criterion.perHouseholdMember ? 'at_least_per_member' : 'at_least';
}

export function planDraftOf(plan: FollowUpPlan): PlanDraft {
  return {
    questions: structuredClone(plan.questions),
    selfReport: plan.selfReport,
    graduation: plan.graduation.map((criterion, index) => ({
      key: `criterion-${index + 1}`,
      question: criterion.question,
      comparison: comparisonOf(criterion),
      atMonths: String(criterion.atMonths),
      value: criterion.kind === 'at_least' ? String(criterion.value) : '',
    })),
  };
}

export function newCriterion(draft: PlanDraft): CriterionDraft {
  const question = draft.questions.find(mayJudge);
  return {
    key: freshId(
      'criterion',
      draft.graduation.map((criterion) => criterion.key),
    ),
    question: question?.id ?? '',
    comparison: question?.kind === 'number' ? 'at_least' : 'answered_yes',
    atMonths: '6',
    value: '',
  };
}

/** A translation left empty is not sent: the English label is shown in its place. */
function trimmed(label: LocalizedLabel): LocalizedLabel {
  const kept: LocalizedLabel = { en: label.en };
  for (const language of ['sw', 'so', 'ar'] as const) if (label[language]?.trim()) kept[language] = label[language];
  return kept;
}

/** Text that is not a number is sent as it is, for the server to name the field it belongs to. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export function planOfDraft(draft: PlanDraft): FollowUpPlan {
  return {
    questions: draft.questions.map((question) => ({
      ...question,
      label: trimmed(question.label),
      options: question.options.map((option) => ({ ...option, label: trimmed(option.label) })),
    })),
    selfReport: draft.selfReport,
    graduation: draft.graduation.map((criterion): GraduationCriterion => {
      const atMonths = numberOf(criterion.atMonths);
      if (criterion.comparison === 'answered_yes')
        return { kind: 'answered_yes', question: criterion.question, atMonths };
      return {
        kind: 'at_least',
        question: criterion.question,
        atMonths,
        value: numberOf(criterion.value),
        perHouseholdMember: criterion.comparison === 'at_least_per_member',
      };
    }),
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
