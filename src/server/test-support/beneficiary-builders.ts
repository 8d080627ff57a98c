import { randomInt } from 'node:crypto';
import { beneficiaries } from '@server/db/schema';
import { buildUser, type BuiltUser, type SignUpBody } from './builders';
import { databaseOf, randomLetters, uniquePhone, type SeedTarget } from './seed-target';
import type { TestApp } from './test-app';

/*
 * People of the registry inserted through the schema, as an import or a staff
 * member would have stored them. The defaults make a complete, valid record
 * in Dadaab; each ProGres ID, surname, phone and household is random, so no
 * other test's search or duplicate check ever meets them.
 */

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type BeneficiaryValues = Partial<typeof beneficiaries.$inferInsert>;

/**
 * ProGres IDs with a random "X.." country code: registry fixtures leave the
 * X codes (and the seed's K, the imports' Q) to these people. The year is
 * random too: the shared PostgreSQL database holds tens of thousands of
 * test people, and 676 million codes alone met a collision now and then.
 */
export function uniqueProgresId(): string {
  const year = 1900 + randomInt(200);
  return `X${randomLetters(2)}-DAD-${year}-${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * A person known by name alone: spread it first for a test whose point is a
 * missing detail, or whose counts and groupings must not see the defaults.
 */
export const NAME_ONLY = {
  progresId: null,
  gender: null,
  dateOfBirth: null,
  nationality: null,
  phoneNumber: null,
  locationCamp: null,
  locationArea: null,
  locationBlock: null,
  householdId: null,
} satisfies BeneficiaryValues;

/** A complete record in Ifo, Dadaab, with the overrides on top. */
export function beneficiaryValues(overrides: BeneficiaryValues = {}): typeof beneficiaries.$inferInsert {
  return {
    progresId: uniqueProgresId(),
    firstName: 'Halima',
    lastName: `Abdi-${randomLetters(8)}`,
    gender: 'female',
    dateOfBirth: '1992-06-15',
    nationality: 'SOM',
    phoneNumber: uniquePhone(),
    locationCamp: 'DAD',
    locationArea: 'IFO',
    locationBlock: 'B12',
    householdId: `HH-${randomLetters(8)}`,
    ...overrides,
  };
}

export async function buildBeneficiary(target: SeedTarget, overrides: BeneficiaryValues = {}): Promise<BeneficiaryRow> {
  const [row] = await databaseOf(target).insert(beneficiaries).values(beneficiaryValues(overrides)).returning();
  return row!;
}

/** Many people in one statement (one set of overrides each), in the given order. */
export async function buildBeneficiaries(
  target: SeedTarget,
  people: readonly BeneficiaryValues[],
): Promise<BeneficiaryRow[]> {
  if (people.length === 0) return [];
  return databaseOf(target)
    .insert(beneficiaries)
    .values(people.map((overrides) => beneficiaryValues(overrides)))
    .returning();
}

export interface BeneficiaryAccount extends BuiltUser {
  beneficiaryId: string;
  beneficiary: BeneficiaryRow;
}

/**
 * A portal account (signed up through the real endpoint, signed in) linked to
 * its person record, with the account's name and e-mail on the record.
 */
export async function buildBeneficiaryAccount(
  t: TestApp,
  person: BeneficiaryValues = {},
  account: Partial<SignUpBody> = {},
): Promise<BeneficiaryAccount> {
  const firstName = person.firstName ?? account.firstName ?? 'Halima';
  const lastName = person.lastName ?? account.lastName ?? 'Abdi';
  const user = await buildUser(t, { firstName, lastName, ...account });
  const beneficiary = await buildBeneficiary(t, {
    userId: user.userId,
    firstName,
    lastName,
    email: user.email,
    ...person,
  });
  return { ...user, beneficiaryId: beneficiary.id, beneficiary };
}
