import { randomInt } from 'node:crypto';
import type { RegistryBeneficiaryInput } from '@domain/registry-beneficiary';

/*
 * Registry people of the record tests, with ProGres IDs no other test file
 * uses: a random "X.." country code and a random sequence.
 */
const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

export function uniqueProgresId(): string {
  return `X${letters(2)}-DAD-2020-${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

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
    householdId: `HH-${letters(8)}`,
    vulnerabilityScore: 3.5,
    skills: ['Carpentry'],
    ...overrides,
  };
}
