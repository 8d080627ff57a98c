import { z } from 'zod';
import { GENDERS } from '@domain/beneficiary-profile';
import { DUPLICATE_ALERT_STATUSES, REGISTRY_STATUSES } from '@domain/registry';

/* The response shapes of the staff record API (documented in OpenAPI, and nothing else leaks out). */

const nullableString = z.string().nullable();

export const registryPersonSchema = z.object({
  id: z.string(),
  progresId: nullableString,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: nullableString,
  gender: z.enum(GENDERS).nullable(),
  nationality: nullableString,
  location: nullableString,
  phoneNumber: nullableString,
  householdId: nullableString,
  vulnerabilityScore: z.number().nullable(),
  status: z.enum(REGISTRY_STATUSES),
  duplicateRisk: z.number().nullable(),
  mergedIntoId: z.string().nullable(),
  skills: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const beneficiaryRecordSchema = z.object({
  person: registryPersonSchema,
  profile: z.object({
    email: nullableString,
    alternativePhone: nullableString,
    locationUrbanArea: nullableString,
    educationLevel: nullableString,
    employmentStatus: nullableString,
    householdSize: z.number(),
    monthlyIncome: z.number(),
    emergencyContactName: nullableString,
    emergencyContactPhone: nullableString,
  }),
  portalAccountEmail: nullableString,
  household: z.array(
    z.object({
      id: z.string(),
      progresId: nullableString,
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: nullableString,
      status: z.enum(REGISTRY_STATUSES),
    }),
  ),
  applications: z.array(
    z.object({ id: z.string(), programme: z.string(), status: z.string(), appliedAt: nullableString }),
  ),
  enrolments: z.array(
    z.object({
      id: z.string(),
      projectId: z.string(),
      code: z.string(),
      name: z.string(),
      status: z.string(),
      enrolledAt: z.string(),
      completedAt: nullableString,
      withdrawnAt: nullableString,
    }),
  ),
  documents: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      name: z.string(),
      status: z.string(),
      expiresOn: nullableString,
      uploadedAt: z.string(),
    }),
  ),
  payments: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        amount: z.number(),
        method: z.string(),
        status: z.string(),
        reference: nullableString,
        createdAt: z.string(),
      }),
    ),
    count: z.number(),
    totalAmount: z.number(),
    totalPaid: z.number(),
  }),
  duplicateAlerts: z.array(
    z.object({
      id: z.string(),
      otherPersonId: z.string(),
      otherName: z.string(),
      otherProgresId: nullableString,
      riskScore: z.number(),
      status: z.enum(DUPLICATE_ALERT_STATUSES),
    }),
  ),
});

export const historyPageSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      actorName: nullableString,
      details: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
