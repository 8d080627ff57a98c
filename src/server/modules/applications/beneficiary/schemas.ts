import { z } from 'zod';
import { APPLICATION_STATUSES, PROGRAMME_TYPES } from '@domain/programme-application';

/** Response shapes (OpenAPI and serialisation); the request schemas are the domain's. */
export const programmeSchema = z.object({
  id: z.string(),
  type: z.enum(PROGRAMME_TYPES),
  name: z.string(),
  description: z.string(),
  amount: z.string(),
  duration: z.string(),
  eligibility: z.array(z.string()),
});

export const applicationSummarySchema = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  programType: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  draftStep: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  completionPercentage: z.number(),
  priorityScore: z.number().nullable(),
  applicationDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  reviewerNotes: z.string().nullable(),
  enrolledProject: z.object({ name: z.string(), location: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const reference = z.object({
  name: z.string().nullish(),
  phone: z.string().nullish(),
  relationship: z.string().nullish(),
});

export const applicationDetailSchema = applicationSummarySchema.extend({
  applicationData: z.object({
    householdIncome: z.number().nullish(),
    householdSize: z.number().nullish(),
    employmentStatus: z.string().nullish(),
    reasonForApplication: z.string().nullish(),
    previousAssistance: z.boolean().optional(),
    previousAssistanceDetails: z.string().nullish(),
    hasBankAccount: z.boolean().optional(),
    bankDetails: z.string().nullish(),
    hasMobileMoney: z.boolean().optional(),
    mobileMoneyDetails: z.string().nullish(),
    references: z.array(reference).optional(),
  }),
});

export const applicationsPageSchema = z.object({
  items: z.array(applicationSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  counts: z.object({ all: z.number(), active: z.number(), drafts: z.number(), completed: z.number() }),
});
