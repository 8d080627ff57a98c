import type { RegistryPerson } from '@domain/registry-beneficiary-record';
import { formatLocationCode, parseLocationCode } from '@domain/registry';
import type { RegistryBeneficiary, RegistryBeneficiaryUpdate } from '@domain/registry-beneficiary';
import type { BeneficiaryRow, BeneficiaryValues } from './person-queries';

export function toRegistryPerson(row: BeneficiaryRow): RegistryPerson {
  return {
    id: row.id,
    progresId: row.progresId,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    location: formatLocationCode({ camp: row.locationCamp, area: row.locationArea, block: row.locationBlock }),
    phoneNumber: row.phoneNumber,
    householdId: row.householdId,
    vulnerabilityScore: row.vulnerabilityScore,
    status: row.status,
    duplicateRisk: row.duplicateRisk,
    mergedIntoId: row.mergedIntoId,
    skills: row.skills,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const emptyToNull = (value: string | undefined) => (value ? value : null);

/** The columns a validated form (full or partial) writes; fields it does not carry are left out. */
export function toColumns(input: RegistryBeneficiaryUpdate | RegistryBeneficiary): BeneficiaryValues {
  const values: BeneficiaryValues = {};
  if (input.progresId !== undefined) values.progresId = input.progresId;
  if (input.firstName !== undefined) values.firstName = input.firstName;
  if (input.lastName !== undefined) values.lastName = input.lastName;
  if (input.dateOfBirth !== undefined) values.dateOfBirth = input.dateOfBirth;
  if (input.gender !== undefined) values.gender = input.gender;
  if (input.nationality !== undefined) values.nationality = input.nationality;
  if (input.location !== undefined) {
    // The schema has checked the code, so it parses.
    const parts = parseLocationCode(input.location)!;
    values.locationCamp = parts.camp;
    values.locationArea = parts.area;
    values.locationBlock = parts.block;
  }
  if (input.phoneNumber !== undefined) values.phoneNumber = emptyToNull(input.phoneNumber);
  if (input.householdId !== undefined) values.householdId = emptyToNull(input.householdId);
  if (input.vulnerabilityScore !== undefined) values.vulnerabilityScore = input.vulnerabilityScore;
  if ('status' in input && input.status !== undefined) values.status = input.status;
  if (input.skills !== undefined) values.skills = input.skills;
  return values;
}

const COLUMN_FIELD: Partial<Record<keyof BeneficiaryValues, keyof RegistryPerson>> = {
  locationCamp: 'location',
  locationArea: 'location',
  locationBlock: 'location',
};

/** The names of the form fields whose value differs from the stored row (never the values). */
export function changedFields(row: BeneficiaryRow, values: BeneficiaryValues): string[] {
  const changed = new Set<string>();
  for (const [column, value] of Object.entries(values) as [keyof BeneficiaryValues, unknown][]) {
    const current: unknown = row[column as keyof BeneficiaryRow];
    const same = Array.isArray(value) ? JSON.stringify(value) === JSON.stringify(current) : value === current;
    if (!same) changed.add(COLUMN_FIELD[column] ?? column);
  }
  return [...changed];
}
