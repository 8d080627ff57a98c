import type { GENDERS, NATIONALITIES } from './beneficiary-profile';
import type { DuplicateAlertStatus, RegistryStatus } from './registry';

/*
 * What the staff API answers about ONE person (GET /api/v1/staff/beneficiaries/:id
 * and its history). Dates are YYYY-MM-DD, times ISO 8601, amounts whole KES.
 */

export interface RegistryPerson {
  id: string;
  progresId: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: (typeof GENDERS)[number] | null;
  nationality: (typeof NATIONALITIES)[number] | string | null;
  /** camp-area-block, e.g. DAD-IFO-B12; null when the camp is unknown. */
  location: string | null;
  phoneNumber: string | null;
  householdId: string | null;
  vulnerabilityScore: number | null;
  status: RegistryStatus;
  duplicateRisk: number | null;
  /** Set when staff confirmed this record a duplicate of another: the record kept. */
  mergedIntoId: string | null;
  skills: string[];
  createdAt: string;
  updatedAt: string;
}

/** What the person filled in themselves in the portal. */
export interface PortalProfileFields {
  email: string | null;
  alternativePhone: string | null;
  locationUrbanArea: string | null;
  educationLevel: string | null;
  employmentStatus: string | null;
  householdSize: number;
  monthlyIncome: number;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
}

export interface HouseholdMember {
  id: string;
  progresId: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  status: RegistryStatus;
}

export interface RecordApplication {
  id: string;
  programme: string;
  status: string;
  appliedAt: string | null;
}

export interface RecordEnrolment {
  id: string;
  projectId: string;
  code: string;
  name: string;
  status: string;
  enrolledAt: string;
  completedAt: string | null;
  withdrawnAt: string | null;
}

export interface RecordDocument {
  id: string;
  type: string;
  name: string;
  status: string;
  expiresOn: string | null;
  uploadedAt: string;
}

export interface RecordPayment {
  id: string;
  amount: number;
  method: string;
  status: string;
  reference: string | null;
  createdAt: string;
}

export interface RecordDuplicateAlert {
  id: string;
  otherPersonId: string;
  otherName: string;
  otherProgresId: string | null;
  riskScore: number;
  status: DuplicateAlertStatus;
}

export interface BeneficiaryRecord {
  person: RegistryPerson;
  profile: PortalProfileFields;
  /** The e-mail of the person's portal account; null when they have none. */
  portalAccountEmail: string | null;
  household: HouseholdMember[];
  applications: RecordApplication[];
  enrolments: RecordEnrolment[];
  documents: RecordDocument[];
  /** The latest 20; the totals cover every payment (completed ones count as paid). */
  payments: { items: RecordPayment[]; count: number; totalAmount: number; totalPaid: number };
  duplicateAlerts: RecordDuplicateAlert[];
}

export interface HistoryEntry {
  id: string;
  action: string;
  actorName: string | null;
  details: Record<string, unknown>;
  at: string;
}

export interface HistoryPage {
  items: HistoryEntry[];
  page: number;
  pageSize: number;
  total: number;
}
