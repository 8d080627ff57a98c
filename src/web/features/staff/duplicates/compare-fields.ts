import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';

/** The rows of the side-by-side comparison: a label key and how to read the value from a record. */
export const COMPARED_FIELDS: { key: string; value: (record: BeneficiaryRecord) => string | number | null }[] = [
  { key: 'progresId', value: (r) => r.person.progresId },
  { key: 'firstName', value: (r) => r.person.firstName },
  { key: 'lastName', value: (r) => r.person.lastName },
  { key: 'dateOfBirth', value: (r) => r.person.dateOfBirth },
  { key: 'gender', value: (r) => r.person.gender },
  { key: 'nationality', value: (r) => r.person.nationality },
  { key: 'location', value: (r) => r.person.location },
  { key: 'phoneNumber', value: (r) => r.person.phoneNumber },
  { key: 'alternativePhone', value: (r) => r.profile.alternativePhone },
  { key: 'email', value: (r) => r.profile.email },
  { key: 'householdId', value: (r) => r.person.householdId },
  { key: 'householdSize', value: (r) => r.profile.householdSize },
  { key: 'vulnerabilityScore', value: (r) => r.person.vulnerabilityScore },
  { key: 'status', value: (r) => r.person.status },
  { key: 'skills', value: (r) => (r.person.skills.length > 0 ? r.person.skills.join(', ') : null) },
  { key: 'educationLevel', value: (r) => r.profile.educationLevel },
  { key: 'employmentStatus', value: (r) => r.profile.employmentStatus },
  { key: 'portalAccount', value: (r) => r.portalAccountEmail },
  { key: 'registeredOn', value: (r) => r.person.createdAt.slice(0, 10) },
];

/** Equal ignoring case and spacing: "Mohamed " and "mohamed" are not a difference worth flagging. */
export function differs(a: string | number | null, b: string | number | null): boolean {
  const norm = (value: string | number | null) => (value === null ? '' : String(value).trim().toLowerCase());
  return norm(a) !== norm(b);
}
