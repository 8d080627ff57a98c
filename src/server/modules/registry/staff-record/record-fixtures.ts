import type { RegistryBeneficiaryInput } from '@domain/registry-beneficiary';
import { uniqueProgresId } from '@server/test-support/beneficiary-builders';
import { randomLetters } from '@server/test-support/seed-target';

/** A registry person as staff type them in, with a ProGres ID and household no other test uses. */
export function newPerson(overrides: Partial<RegistryBeneficiaryInput> = {}): RegistryBeneficiaryInput {
  return {
    progresId: uniqueProgresId(),
    firstName: 'Trésor',
    lastName: "N'Goma",
    dateOfBirth: '1988-03-14',
    gender: 'male',
    nationality: 'COD',
    location: 'KAK-KK2-B7',
    phoneNumber: '0722 555 010',
    householdId: `HH-${randomLetters(8)}`,
    vulnerabilityScore: 3.5,
    skills: ['Carpentry'],
    ...overrides,
  };
}
