import * as z from 'zod/mini';
import { CAMPS } from '../beneficiary-profile';
import { MAX_QUESTIONS, programmeQuestionSchema, type ProgrammeQuestion } from './programme-design';

/*
 * Following people up after a programme: each programme has a short questionnaire (the same question kinds
 * as its application's extra questions), rounds some months after each person's completion, and graduation
 * criteria judged on the answers. A handful of question ids carry a meaning the indicators rely on
 * (business still trading, household income...); a programme may ask them or not, and add its own.
 */

/** Question ids whose answers the indicators and graduation criteria read. */
export const OUTCOME_QUESTIONS = {
  businessTrading: 'business-trading',
  monthlyRevenue: 'monthly-revenue',
  employees: 'employees',
  employed: 'employed',
  employer: 'employer',
  wage: 'wage',
  householdIncome: 'household-income',
} as const;

/** Rounds the indicators report on: business survival at 3, 6 and 12 months, employment at 6. */
export const SURVIVAL_ROUNDS = [3, 6, 12] as const;
export const EMPLOYMENT_ROUND = 6;
export const MAX_ROUND_MONTHS = 60;
export const MAX_GRADUATION_CRITERIA = 5;

const label = (en: string, sw: string, so: string, ar: string) => ({ en, sw, so, ar });
const question = (id: string, kind: ProgrammeQuestion['kind'], text: ReturnType<typeof label>): ProgrammeQuestion => ({
  id,
  kind,
  required: kind === 'yes_no',
  label: text,
  options: [],
});

/** The questionnaire a programme starts from: what a donor asks about livelihoods. */
export function defaultFollowUpQuestions(): ProgrammeQuestion[] {
  return [
    question(
      OUTCOME_QUESTIONS.businessTrading,
      'yes_no',
      label(
        'Is the business still trading?',
        'Je, biashara bado inaendelea?',
        'Ganacsigu ma wali wuu shaqeynayaa?',
        'هل ما زال المشروع يعمل؟',
      ),
    ),
    question(
      OUTCOME_QUESTIONS.monthlyRevenue,
      'number',
      label('Monthly revenue (KES)', 'Mapato ya mwezi (KES)', 'Dakhliga bishii (KES)', 'الإيراد الشهري (شلن كيني)'),
    ),
    question(
      OUTCOME_QUESTIONS.employees,
      'number',
      label('Number of employees', 'Idadi ya wafanyakazi', 'Tirada shaqaalaha', 'عدد العاملين'),
    ),
    question(
      OUTCOME_QUESTIONS.employed,
      'yes_no',
      label('Are you in paid work?', 'Je, una kazi ya mshahara?', 'Ma haysataa shaqo mushahar leh?', 'هل تعمل بأجر؟'),
    ),
    question(
      OUTCOME_QUESTIONS.employer,
      'text',
      label('Where do you work?', 'Unafanya kazi wapi?', 'Xagee ka shaqeysaa?', 'أين تعمل؟'),
    ),
    question(
      OUTCOME_QUESTIONS.wage,
      'number',
      label('Monthly wage (KES)', 'Mshahara wa mwezi (KES)', 'Mushaharka bishii (KES)', 'الأجر الشهري (شلن كيني)'),
    ),
    question(
      OUTCOME_QUESTIONS.householdIncome,
      'number',
      label(
        'Household income this month (KES)',
        'Mapato ya kaya mwezi huu (KES)',
        'Dakhliga qoyska bishan (KES)',
        'دخل الأسرة هذا الشهر (شلن كيني)',
      ),
    ),
  ];
}

const roundMonths = z
  .number()
  .check(
    z.int({ error: 'validation:invalidInput' }),
    z.minimum(1, { error: 'validation:invalidInput' }),
    z.maximum(MAX_ROUND_MONTHS, { error: 'validation:invalidInput' }),
  );

/**
 * One graduation criterion, judged on the answers of the round `atMonths` after completion:
 * a yes/no question answered yes, or a number at least `value` (per household member when asked, so a
 * household income is compared with a poverty line per person).
 */
export const graduationCriterionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('answered_yes'),
    question: z.string().check(z.maxLength(40)),
    atMonths: roundMonths,
  }),
  z.strictObject({
    kind: z.literal('at_least'),
    question: z.string().check(z.maxLength(40)),
    atMonths: roundMonths,
    value: z.number().check(z.minimum(0, { error: 'validation:invalidInput' }), z.maximum(1e9)),
    perHouseholdMember: z._default(z.boolean(), false),
  }),
]);
export type GraduationCriterion = z.infer<typeof graduationCriterionSchema>;

/** A programme's follow-up: its questionnaire, whether people may answer in the portal, and graduation. */
export const followUpPlanSchema = z.strictObject({
  questions: z
    .array(programmeQuestionSchema)
    .check(
      z.minLength(1, { error: 'validation:required' }),
      z.maxLength(MAX_QUESTIONS, { error: 'validation:programmes.tooManyQuestions' }),
    ),
  selfReport: z.boolean(),
  graduation: z
    .array(graduationCriterionSchema)
    .check(z.maxLength(MAX_GRADUATION_CRITERIA, { error: 'validation:invalidInput' })),
});
export type FollowUpPlan = z.infer<typeof followUpPlanSchema>;

/**
 * Criteria that name a question the questionnaire does not ask, or one of the wrong kind (a yes/no
 * criterion needs a yes/no question, a threshold a number), as problems at `graduation.<index>.question`.
 */
export function criterionIssues(plan: FollowUpPlan): { path: string; message: string }[] {
  return plan.graduation.flatMap((criterion, index) => {
    const asked = plan.questions.find((candidate) => candidate.id === criterion.question);
    const kind = criterion.kind === 'answered_yes' ? 'yes_no' : 'number';
    return asked?.kind === kind ? [] : [{ path: `graduation.${index}.question`, message: 'validation:invalidInput' }];
  });
}

/** A new round: months after completion, and the officer who visits each camp's people. */
export const followUpRoundCreateSchema = z.strictObject({
  monthsAfter: roundMonths,
  officers: z._default(
    z
      .array(z.strictObject({ camp: z.enum(CAMPS), officerId: z.string().check(z.minLength(1), z.maxLength(100)) }))
      .check(z.maxLength(CAMPS.length)),
    [],
  ),
});
export type FollowUpRoundCreate = z.infer<typeof followUpRoundCreateSchema>;

export const VISIT_STATUSES = ['due', 'recorded'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_RECORDERS = ['officer', 'person'] as const;
export type VisitRecorder = (typeof VISIT_RECORDERS)[number];

/** The day a round's visit falls due: `months` calendar months after completion (the 31st clamps to the month's end). */
export function visitDueOn(completedOn: string, months: number): string {
  const [year, month, day] = completedOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
