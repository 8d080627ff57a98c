import { z } from 'zod';
import { REVIEW_STATUSES } from '@domain/application-review';
import { CAMPS } from '@domain/beneficiary-profile';
import { PROJECT_STATUSES } from '@domain/projects';
import { REGISTRY_STATUSES } from '@domain/registry';
import { applicationDetailSchema } from '../beneficiary/schemas';

/** Response shapes (OpenAPI and serialisation); the decision body is the domain's schema. */
const staffRefSchema = z.object({ id: z.string(), name: z.string(), isYou: z.boolean() });

const reviewProjectSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  location: z.string(),
  status: z.enum(PROJECT_STATUSES),
});

export const staffApplicationItemSchema = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  priorityScore: z.number().nullable(),
  submittedAt: z.string().nullable(),
  person: z.object({
    id: z.string(),
    name: z.string(),
    progresId: z.string().nullable(),
    camp: z.enum(CAMPS).nullable(),
    location: z.string().nullable(),
  }),
  assignedTo: staffRefSchema.extend({ active: z.boolean() }).nullable(),
});

export const staffApplicationPageSchema = z.object({
  items: z.array(staffApplicationItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

const hintOutcome = z.enum(['met', 'not_met', 'unknown']);

export const staffApplicationDetailSchema = staffApplicationItemSchema.extend({
  applicationData: applicationDetailSchema.shape.applicationData,
  reviewerNotes: z.string().nullable(),
  reviewedBy: staffRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  enrolledProject: reviewProjectSchema.nullable(),
  registry: z.object({
    id: z.string(),
    progresId: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    gender: z.string().nullable(),
    nationality: z.string().nullable(),
    location: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    householdId: z.string().nullable(),
    vulnerabilityScore: z.number().nullable(),
    status: z.enum(REGISTRY_STATUSES),
    duplicateRisk: z.number().nullable(),
    mergedIntoId: z.string().nullable(),
    skills: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    householdSize: z.number(),
    monthlyIncome: z.number(),
  }),
  documents: z.array(
    z.object({ id: z.string(), type: z.string(), name: z.string(), status: z.string(), fileUrl: z.string() }),
  ),
  duplicateAlerts: z.array(
    z.object({ id: z.string(), riskScore: z.number(), otherPersonId: z.string(), otherName: z.string() }),
  ),
  eligibility: z.array(
    z.discriminatedUnion('rule', [
      z.object({
        rule: z.literal('age'),
        outcome: hintOutcome,
        age: z.number().nullable(),
        minAge: z.number().nullable(),
        maxAge: z.number().nullable(),
      }),
      z.object({
        rule: z.literal('income'),
        outcome: hintOutcome,
        income: z.number().nullable(),
        incomeBelow: z.number(),
      }),
    ]),
  ),
  projects: z.array(reviewProjectSchema),
});
