import * as z from 'zod/mini';
import { GENDERS } from './beneficiary-profile';
import { pageSchema } from './paging';
import { DUPLICATE_ALERT_STATUSES, REGISTRY_STATUSES } from './registry';

/*
 * What the staff API answers about ONE person (GET /api/v1/staff/beneficiaries/:id
 * and its history). Dates are YYYY-MM-DD, times ISO 8601, amounts whole KES.
 */

const nullableString = z.nullable(z.string());

export const registryPersonSchema = z.object({
  id: z.string(),
  progresId: nullableString,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: nullableString,
  gender: z.nullable(z.enum(GENDERS)),
  /** ISO alpha-3, one of NATIONALITIES for people registered here; imports may carry others. */
  nationality: nullableString,
  /** camp-area-block, e.g. DAD-IFO-B12; null when the camp is unknown. */
  location: nullableString,
  phoneNumber: nullableString,
  householdId: nullableString,
  vulnerabilityScore: z.nullable(z.number()),
  status: z.enum(REGISTRY_STATUSES),
  duplicateRisk: z.nullable(z.number()),
  /** Set when staff confirmed this record a duplicate of another: the record kept. */
  mergedIntoId: nullableString,
  skills: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegistryPerson = z.infer<typeof registryPersonSchema>;

/** What the person filled in themselves in the portal. */
export const portalProfileFieldsSchema = z.object({
  email: nullableString,
  alternativePhone: nullableString,
  locationUrbanArea: nullableString,
  educationLevel: nullableString,
  employmentStatus: nullableString,
  householdSize: z.number(),
  monthlyIncome: z.number(),
  emergencyContactName: nullableString,
  emergencyContactPhone: nullableString,
});
export type PortalProfileFields = z.infer<typeof portalProfileFieldsSchema>;

const householdMemberSchema = z.object({
  id: z.string(),
  progresId: nullableString,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: nullableString,
  status: z.enum(REGISTRY_STATUSES),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

const recordApplicationSchema = z.object({
  id: z.string(),
  programme: z.string(),
  status: z.string(),
  appliedAt: nullableString,
});
export type RecordApplication = z.infer<typeof recordApplicationSchema>;

const recordEnrolmentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  enrolledAt: z.string(),
  completedAt: nullableString,
  withdrawnAt: nullableString,
});
export type RecordEnrolment = z.infer<typeof recordEnrolmentSchema>;

const recordDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  status: z.string(),
  expiresOn: nullableString,
  uploadedAt: z.string(),
});
export type RecordDocument = z.infer<typeof recordDocumentSchema>;

const recordPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  method: z.string(),
  status: z.string(),
  reference: nullableString,
  createdAt: z.string(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

const recordDuplicateAlertSchema = z.object({
  id: z.string(),
  otherPersonId: z.string(),
  otherName: z.string(),
  otherProgresId: nullableString,
  otherBirthYear: z.nullable(z.number()),
  otherCamp: nullableString,
  /** The other person is outside the reader's scope: only this limited view (no link to a record they cannot open). */
  otherLimited: z.boolean(),
  riskScore: z.number(),
  status: z.enum(DUPLICATE_ALERT_STATUSES),
});
export type RecordDuplicateAlert = z.infer<typeof recordDuplicateAlertSchema>;

export const beneficiaryRecordSchema = z.object({
  person: registryPersonSchema,
  profile: portalProfileFieldsSchema,
  /** The e-mail of the person's portal account; null when they have none. */
  portalAccountEmail: nullableString,
  /** The members in the reader's scope; those outside it are only counted. */
  household: z.array(householdMemberSchema),
  householdOutsideScope: z.number(),
  applications: z.array(recordApplicationSchema),
  enrolments: z.array(recordEnrolmentSchema),
  documents: z.array(recordDocumentSchema),
  /** The latest 20; the totals cover every payment (completed ones count as paid). */
  payments: z.object({
    items: z.array(recordPaymentSchema),
    count: z.number(),
    totalAmount: z.number(),
    totalPaid: z.number(),
  }),
  duplicateAlerts: z.array(recordDuplicateAlertSchema),
});
export type BeneficiaryRecord = z.infer<typeof beneficiaryRecordSchema>;

const historyEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorName: nullableString,
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = pageSchema(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;
