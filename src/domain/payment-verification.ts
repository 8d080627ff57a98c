import * as z from 'zod/mini';
import { calendarDate } from './calendar-date';

/*
 * Post-distribution monitoring: after a batch is paid, a sample of its people is
 * asked whether the money arrived, in full, when, and whether anyone took or asked
 * for a fee. The sample is drawn from the batch itself, so drawing again (another
 * officer, another day, an audit) names the same people.
 */

/** The share of a batch's paid people asked by default, in percent. */
export const DEFAULT_SAMPLE_PERCENT = 10;
/** Below this many people a share says little: small batches are asked this many at least. */
export const MINIMUM_SAMPLE_SIZE = 5;
export const PROBLEM_TEXT_MAX = 1000;
export const MAX_REPORTED_AMOUNT = 10_000_000;

export const VERIFICATION_CHANNELS = ['phone', 'portal'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/** What an answer reveals; any of these opens a complaint for the agency to act on. */
export const VERIFICATION_FINDINGS = ['not_received', 'short', 'fee_asked'] as const;
export type VerificationFinding = (typeof VERIFICATION_FINDINGS)[number];

/** How many of `population` paid people to ask: the share, at least the minimum, never more than there are. */
export function sampleSize(population: number, percent: number, minimum = MINIMUM_SAMPLE_SIZE): number {
  if (population <= 0) return 0;
  const byShare = Math.ceil((population * percent) / 100);
  return Math.min(population, Math.max(minimum, byShare));
}

/** FNV-1a, 32 bits: a stable, well-spread number for a text, the same in every runtime. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The `size` ids a seed picks: each id gets a rank from the seed and itself, and the lowest ranks
 * are taken. The order the ids arrive in does not matter, and a larger sample contains a smaller one.
 */
export function drawSample(ids: readonly string[], seed: string, size: number): string[] {
  return ids
    .map((id) => ({ id, rank: stableHash(`${seed}:${id}`) }))
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, Math.max(0, size))
    .map((entry) => entry.id);
}

const optionalAmount = z.optional(
  z.nullable(
    z
      .int({ error: 'validation:invalidInput' })
      .check(
        z.gte(0, { error: 'validation:invalidInput' }),
        z.lte(MAX_REPORTED_AMOUNT, { error: 'validation:invalidInput' }),
      ),
  ),
);

/** The questions asked about one payment, by phone or in the portal. */
export const verificationAnswerSchema = z.strictObject({
  received: z.boolean({ error: 'validation:invalidInput' }),
  /** Only meaningful when received; nothing received is never "the full amount". */
  fullAmount: z.boolean({ error: 'validation:invalidInput' }),
  /** What actually arrived, when it was not the full amount. */
  amountReceived: optionalAmount,
  receivedOn: z.optional(z.nullable(calendarDate({ error: 'validation:invalidInput' }))),
  feeAsked: z.boolean({ error: 'validation:invalidInput' }),
  feeAmount: optionalAmount,
  problem: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(PROBLEM_TEXT_MAX, { error: 'validation:textTooLong' }))),
  ),
});
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;
export type VerificationAnswerDraft = z.input<typeof verificationAnswerSchema>;

/** The answer as it is kept: what cannot be true together is cleared (no amount or date for money never received). */
export function normaliseAnswer(answer: VerificationAnswer): VerificationAnswer {
  const received = answer.received;
  const fullAmount = received && answer.fullAmount;
  return {
    received,
    fullAmount,
    amountReceived: received && !fullAmount ? (answer.amountReceived ?? null) : null,
    receivedOn: received ? (answer.receivedOn ?? null) : null,
    feeAsked: answer.feeAsked,
    feeAmount: answer.feeAsked ? (answer.feeAmount ?? null) : null,
    problem: answer.problem ? answer.problem : null,
  };
}

export function findingsOf(
  answer: Pick<VerificationAnswer, 'received' | 'fullAmount' | 'feeAsked'>,
): VerificationFinding[] {
  const findings: VerificationFinding[] = [];
  if (!answer.received) findings.push('not_received');
  else if (!answer.fullAmount) findings.push('short');
  if (answer.feeAsked) findings.push('fee_asked');
  return findings;
}

/** Money that did not arrive, arrived short, or cost a bribe is a complaint the agency must follow up. */
export function opensComplaint(answer: Pick<VerificationAnswer, 'received' | 'fullAmount' | 'feeAsked'>): boolean {
  return findingsOf(answer).length > 0;
}

export interface VerificationSummary {
  sampled: number;
  answered: number;
  /** Answered out of sampled, in whole percent. */
  ratePercent: number;
  receivedInFull: number;
  notReceived: number;
  short: number;
  feeAsked: number;
}

type SummarisedAnswer = Pick<VerificationAnswer, 'received' | 'fullAmount' | 'feeAsked'> | null;

/** The batch's rate and findings from its sample's answers (null for someone not reached yet). */
export function summariseVerification(answers: readonly SummarisedAnswer[]): VerificationSummary {
  const given = answers.filter((answer): answer is NonNullable<SummarisedAnswer> => answer !== null);
  const count = (finding: VerificationFinding) => given.filter((answer) => findingsOf(answer).includes(finding)).length;
  return {
    sampled: answers.length,
    answered: given.length,
    ratePercent: answers.length === 0 ? 0 : Math.round((given.length / answers.length) * 100),
    receivedInFull: given.filter((answer) => answer.received && answer.fullAmount).length,
    notReceived: count('not_received'),
    short: count('short'),
    feeAsked: count('fee_asked'),
  };
}

/** Drawing a sample: the share staff choose for this batch. */
export const drawSampleInputSchema = z.strictObject({
  percent: z._default(
    z
      .int({ error: 'validation:invalidInput' })
      .check(z.gte(1, { error: 'validation:invalidInput' }), z.lte(100, { error: 'validation:invalidInput' })),
    DEFAULT_SAMPLE_PERCENT,
  ),
});

const answerViewSchema = z.object({
  received: z.boolean(),
  fullAmount: z.boolean(),
  amountReceived: z.nullable(z.number()),
  receivedOn: z.nullable(z.string()),
  feeAsked: z.boolean(),
  feeAmount: z.nullable(z.number()),
  problem: z.nullable(z.string()),
  channel: z.enum(VERIFICATION_CHANNELS),
  answeredAt: z.string(),
});

/** One sampled person as the officer calling them sees it. */
export const verificationItemSchema = z.object({
  paymentId: z.string(),
  beneficiaryId: z.string(),
  name: z.string(),
  phoneNumber: z.nullable(z.string()),
  amount: z.number(),
  answer: z.nullable(answerViewSchema),
  findings: z.array(z.enum(VERIFICATION_FINDINGS)),
  complaintReference: z.nullable(z.string()),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;

export const batchVerificationSchema = z.object({
  /** Only a completed batch is verified: before that, nobody can say whether money arrived. */
  eligible: z.boolean(),
  sample: z.nullable(z.object({ percent: z.number(), minimum: z.number(), drawnAt: z.string() })),
  summary: z.object({
    sampled: z.number(),
    answered: z.number(),
    ratePercent: z.number(),
    receivedInFull: z.number(),
    notReceived: z.number(),
    short: z.number(),
    feeAsked: z.number(),
  }),
  items: z.array(verificationItemSchema),
});
export type BatchVerification = z.infer<typeof batchVerificationSchema>;

/** A payment the person is asked about in the portal. */
export const paymentCheckSchema = z.object({
  paymentId: z.string(),
  amount: z.number(),
  projectName: z.nullable(z.string()),
  paidAt: z.string(),
});
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;
export const paymentChecksSchema = z.object({ items: z.array(paymentCheckSchema) });
export type PaymentChecks = z.infer<typeof paymentChecksSchema>;

export const recordedAnswerSchema = z.object({
  paymentId: z.string(),
  findings: z.array(z.enum(VERIFICATION_FINDINGS)),
  complaintReference: z.nullable(z.string()),
});
export type RecordedAnswer = z.infer<typeof recordedAnswerSchema>;
