import * as z from 'zod/mini';
import { calendarDate } from '../calendar-date';
import { DOCUMENT_TYPES } from '../documents';
import { PAYMENT_METHODS } from '../payments';

/*
 * A programme cycle (a cohort with a start and an end) and the entitlement plan that says what each selected
 * person of the cycle is due: a fixed amount every month, a stipend per attended session, or tranches that
 * wait on conditions the server checks from what the platform already records.
 */

export const ENTITLEMENT_KINDS = ['fixed_monthly', 'per_session', 'tranches'] as const;
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];

export const TRANCHE_CONDITION_KINDS = ['document_verified', 'attendance_at_least', 'verification_visit'] as const;
export type TrancheConditionKind = (typeof TRANCHE_CONDITION_KINDS)[number];

/** Whole KES; a plan of more than a million shillings a person is a typing error. */
export const MAX_ENTITLEMENT_AMOUNT = 1_000_000;
export const MAX_MONTHS = 36;
export const MAX_TRANCHES = 6;
export const CYCLE_NAME_MAX = 120;

const amount = z
  .int()
  .check(z.minimum(1, 'validation:invalidInput'), z.maximum(MAX_ENTITLEMENT_AMOUNT, 'validation:invalidInput'));

export const trancheConditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('document_verified'), documentType: z.enum(DOCUMENT_TYPES) }),
  z.strictObject({
    kind: z.literal('attendance_at_least'),
    percent: z.int().check(z.minimum(1, 'validation:invalidInput'), z.maximum(100, 'validation:invalidInput')),
  }),
  z.strictObject({ kind: z.literal('verification_visit') }),
]);
export type TrancheCondition = z.infer<typeof trancheConditionSchema>;

export const trancheSchema = z.strictObject({
  /** Share of the plan's total, in whole percent; the shares add up to 100. */
  share: z.int().check(z.minimum(1, 'validation:invalidInput'), z.maximum(100, 'validation:invalidInput')),
  conditions: z.array(trancheConditionSchema).check(z.maxLength(3)),
});
export type Tranche = z.infer<typeof trancheSchema>;

const sharesAddUp = (tranches: Tranche[]) => tranches.reduce((sum, tranche) => sum + tranche.share, 0) === 100;

export const entitlementPlanSchema = z.discriminatedUnion('kind', [
  /** The same amount each month of the cycle, for a number of months (KES 5,000 a month for 6 months). */
  z.strictObject({
    kind: z.literal('fixed_monthly'),
    amount,
    months: z.int().check(z.minimum(1, 'validation:invalidInput'), z.maximum(MAX_MONTHS, 'validation:invalidInput')),
  }),
  /** A stipend for every session attended, paid month by month once the month is over. */
  z.strictObject({ kind: z.literal('per_session'), amountPerSession: amount }),
  /** A total paid in parts, each part once its conditions are met. */
  z.strictObject({
    kind: z.literal('tranches'),
    total: amount,
    tranches: z
      .array(trancheSchema)
      .check(
        z.minLength(1, 'validation:invalidInput'),
        z.maxLength(MAX_TRANCHES, 'validation:invalidInput'),
        z.refine(sharesAddUp, { error: 'validation:invalidInput' }),
      ),
  }),
]);
export type EntitlementPlan = z.infer<typeof entitlementPlanSchema>;

export const cycleInputSchema = z
  .strictObject({
    name: z.string().check(z.trim(), z.minLength(1, 'validation:required'), z.maxLength(CYCLE_NAME_MAX)),
    /** The project of the programme whose enrolled people are the cycle's cohort; its batches carry the payments. */
    projectId: z.uuid('validation:invalidInput'),
    startsOn: calendarDate({ error: 'validation:dateInvalid' }),
    endsOn: calendarDate({ error: 'validation:dateInvalid' }),
    plan: entitlementPlanSchema,
  })
  .check(
    z.refine((cycle) => cycle.endsOn >= cycle.startsOn, {
      error: 'validation:invalidInput',
      path: ['endsOn'],
    }),
  );
export type CycleInput = z.infer<typeof cycleInputSchema>;

export const visitInputSchema = z.strictObject({
  beneficiaryId: z.uuid('validation:invalidInput'),
  visitedOn: calendarDate({ error: 'validation:dateInvalid' }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type VisitInput = z.infer<typeof visitInputSchema>;

export const preparePaymentsSchema = z.strictObject({ paymentMethod: z.enum(PAYMENT_METHODS) });
export type PreparePaymentsInput = z.infer<typeof preparePaymentsSchema>;
