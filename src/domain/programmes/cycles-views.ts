import * as z from 'zod/mini';
import { PAYMENT_STATUSES } from '../payments';
import { entitlementPlanSchema } from './cycles-plan';

/*
 * What the cycle pages and the portal's payment plan read: each person's instalments with their state, and
 * for a held one the reasons (codes with their figures, translated on the page).
 */

/**
 * due, held, upcoming: from the plan and the facts (cycles-entitlements.ts). in_payment: put in a batch not
 * yet paid. paid: the payment completed. failed: the payment failed (paid again through its batch).
 */
export const INSTALMENT_STATES = ['due', 'held', 'upcoming', 'in_payment', 'paid', 'failed'] as const;
export type InstalmentViewState = (typeof INSTALMENT_STATES)[number];

export const HOLD_REASON_CODES = [
  'not_enrolled',
  'merged',
  'document_not_verified',
  'attendance_below',
  'no_verification_visit',
] as const;

export const holdReasonSchema = z.object({
  code: z.enum(HOLD_REASON_CODES),
  documentType: z.optional(z.string()),
  percent: z.optional(z.number()),
  attendedPercent: z.optional(z.number()),
});

export const instalmentViewSchema = z.object({
  key: z.string(),
  sequence: z.number(),
  amount: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  state: z.enum(INSTALMENT_STATES),
  reasons: z.array(holdReasonSchema),
  share: z.optional(z.number()),
  sessions: z.optional(z.number()),
  paymentStatus: z.optional(z.enum(PAYMENT_STATUSES)),
  batchReference: z.optional(z.string()),
});
export type InstalmentView = z.infer<typeof instalmentViewSchema>;

export const cycleSummarySchema = z.object({
  id: z.string(),
  programmeId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  plan: entitlementPlanSchema,
  createdAt: z.string(),
});
export type CycleSummary = z.infer<typeof cycleSummarySchema>;

export const cycleListSchema = z.object({ items: z.array(cycleSummarySchema) });

export const cyclePersonSchema = z.object({
  beneficiaryId: z.string(),
  name: z.string(),
  progresId: z.nullable(z.string()),
  camp: z.nullable(z.string()),
  visitRecorded: z.boolean(),
  attendancePercent: z.number(),
  instalments: z.array(instalmentViewSchema),
});
export type CyclePerson = z.infer<typeof cyclePersonSchema>;

export const cycleDetailSchema = z.object({
  cycle: cycleSummarySchema,
  totals: z.object({
    due: z.object({ count: z.number(), amount: z.number() }),
    held: z.object({ count: z.number(), amount: z.number() }),
    inPayment: z.object({ count: z.number(), amount: z.number() }),
    paid: z.object({ count: z.number(), amount: z.number() }),
  }),
  people: z.array(cyclePersonSchema),
});
export type CycleDetail = z.infer<typeof cycleDetailSchema>;

export const preparedPaymentsSchema = z.object({
  batches: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      instalmentKey: z.string(),
      paymentCount: z.number(),
      totalAmount: z.number(),
    }),
  ),
});
export type PreparedPayments = z.infer<typeof preparedPaymentsSchema>;

export const paymentPlanSchema = z.object({
  cycles: z.array(
    z.object({
      cycleId: z.string(),
      programmeName: z.string(),
      cycleName: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      planKind: z.enum(['fixed_monthly', 'per_session', 'tranches']),
      instalments: z.array(instalmentViewSchema),
    }),
  ),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;
