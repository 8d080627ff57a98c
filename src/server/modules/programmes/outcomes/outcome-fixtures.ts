import { randomInt } from 'node:crypto';
import type { StaffPlace } from '@domain/organisations';
import { buildBeneficiary, buildBeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildProgrammeApplication } from '@server/test-support/record-builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * An IRC business programme followed up after it ended. Five people were given a place:
 * - Amina (Kakuma, woman, born 1995, South Sudanese, household of 4, KES 4,000 before), completed 15 Jan 2026;
 * - Bashir (Kakuma, man, born 2003, Somali, household of 2, KES 6,000 before), completed 15 Jan 2026;
 * - Chol (Kakuma, man, born 1980, South Sudanese, household of 5, KES 2,000 before), completed 1 Feb 2026;
 * - Deng (Kakuma, woman), still taking part;
 * - Esther (Dadaab, woman, born 1990, Somali, household of 1, KES 1,000 before), completed 15 Jan 2026.
 * Amina and Bashir use the portal. Staff: an IRC designer for Kakuma, an IRC officer for Kakuma, an IRC
 * officer for Nairobi (none of these people), a DRC officer (another organisation) and the lead agency admin.
 */

const kakuma = (block: string) => ({ locationCamp: 'KAK', locationArea: 'KK1', locationBlock: block });
const places = (camp: StaffPlace['camp']): StaffPlace[] => [{ camp, area: null, block: null }];

export async function buildOutcomeWorld(t: TestApp) {
  const staff = { status: 'active' as const, isAdmin: false, site: null };
  const designer = await buildStaffMember(t, {
    ...staff,
    organisation: 'IRC',
    places: places('KAK'),
    programmeDesign: true,
  });
  const kakumaOfficer = await buildStaffMember(t, { ...staff, organisation: 'IRC', places: places('KAK') });
  const nairobiOfficer = await buildStaffMember(t, { ...staff, organisation: 'IRC', places: places('NBI') });
  const drcOfficer = await buildStaffMember(t, {
    ...staff,
    organisation: 'DRC',
    places: places('KAK'),
    programmeDesign: true,
  });
  const leadAdmin = await buildStaffMember(t, { status: 'active', isAdmin: true, site: null });
  const programme = await buildProgramme(t, {
    id: `grant-${randomInt(1e9)}`,
    organisation: 'IRC',
    kind: 'business_grant',
  });

  const amina = await buildBeneficiaryAccount(t, {
    ...kakuma('B1'),
    firstName: 'Amina',
    gender: 'female',
    dateOfBirth: '1995-03-10',
    nationality: 'SSD',
    householdSize: 4,
    monthlyIncome: 4000,
  });
  const bashir = await buildBeneficiaryAccount(t, {
    ...kakuma('B2'),
    firstName: 'Bashir',
    gender: 'male',
    dateOfBirth: '2003-07-01',
    nationality: 'SOM',
    householdSize: 2,
    monthlyIncome: 6000,
  });
  const chol = await buildBeneficiary(t, {
    ...kakuma('B3'),
    firstName: 'Chol',
    gender: 'male',
    dateOfBirth: '1980-01-01',
    nationality: 'SSD',
    householdSize: 5,
    monthlyIncome: 2000,
  });
  const deng = await buildBeneficiary(t, { ...kakuma('B4'), firstName: 'Deng', gender: 'female', nationality: 'SSD' });
  const esther = await buildBeneficiary(t, {
    firstName: 'Esther',
    gender: 'female',
    dateOfBirth: '1990-05-05',
    nationality: 'SOM',
    householdSize: 1,
    monthlyIncome: 1000,
  });

  const enrol = (beneficiaryId: string, status: 'approved' | 'completed', endDate?: string) =>
    buildProgrammeApplication(t, beneficiaryId, {
      programId: programme.id,
      programType: 'business_support',
      status,
      selectedAt: new Date('2025-06-01T08:00:00Z'),
      endDate: endDate ? new Date(`${endDate}T09:00:00Z`) : null,
    });
  await enrol(amina.beneficiaryId, 'completed', '2026-01-15');
  await enrol(bashir.beneficiaryId, 'completed', '2026-01-15');
  await enrol(chol.id, 'completed', '2026-02-01');
  await enrol(deng.id, 'approved');
  await enrol(esther.id, 'completed', '2026-01-15');

  return {
    programme,
    staff: { designer, kakumaOfficer, nairobiOfficer, drcOfficer, leadAdmin },
    people: { amina, bashir, cholId: chol.id, dengId: deng.id, estherId: esther.id },
  };
}
export type OutcomeWorld = Awaited<ReturnType<typeof buildOutcomeWorld>>;

/** Trading at 6 months, and household income of at least KES 1,500 a person at 6 months. */
export const GRADUATION = [
  { kind: 'answered_yes', question: 'business-trading', atMonths: 6 },
  { kind: 'at_least', question: 'household-income', atMonths: 6, value: 1500, perHouseholdMember: true },
];

export function send(t: TestApp, user: BuiltUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
