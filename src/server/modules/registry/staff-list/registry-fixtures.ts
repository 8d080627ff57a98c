import { randomInt } from 'node:crypto';
import { like } from 'drizzle-orm';
import { beneficiaries } from '@server/db/schema';
import { buildBeneficiary, NAME_ONLY, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import type { TestApp } from '@server/test-support/test-app';

/*
 * People of one test file, named so no other file's data matches their
 * searches: a random three-letter ProGres country, a random surname suffix
 * and a random phone block. Tests filter to them, never to global totals.
 */

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

export interface RegistryFixture {
  country: string;
  suffix: string;
  phoneBlock: string;
  ids: { halimo: string; mohammed: string; amina: string; formula: string };
  projectId: string;
}

/*
 * Other fixtures own ProGres IDs starting with K (the demo seed's KEN), Q (the
 * imports) and X (the person's page): they are left out, and a code some
 * earlier run on a reused database already holds is drawn again. 15,000 codes.
 */
const OTHER_FIXTURES_FIRST_LETTERS = /^[KQX]/;

export async function fixtureCountry(t: TestApp): Promise<string> {
  for (;;) {
    const code = letters(3).toUpperCase();
    if (OTHER_FIXTURES_FIRST_LETTERS.test(code)) continue;
    const [taken] = await t.database.db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(like(beneficiaries.progresId, `${code}-%`))
      .limit(1);
    if (!taken) return code;
  }
}

export async function buildRegistryFixture(t: TestApp): Promise<RegistryFixture> {
  const country = await fixtureCountry(t);
  const suffix = letters(7);
  // +2547 then 8 digits: the first 6 are this file's, the last 2 tell the people apart.
  const phoneBlock = `+2547${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));
  // Each person has exactly the details given: the list, filters and exports are checked against them.
  const insert = async (values: BeneficiaryValues) => (await buildBeneficiary(t, { ...NAME_ONLY, ...values })).id;

  const halimo = await insert({
    firstName: 'Halimo',
    lastName: `Yusuf${suffix}`,
    progresId: `${country}-DAD-2019-000001`,
    phoneNumber: `${phoneBlock}01`,
    gender: 'female',
    nationality: 'SOM',
    dateOfBirth: '1988-04-02',
    locationCamp: 'DAD',
    locationArea: 'IFO',
    locationBlock: 'B12',
    vulnerabilityScore: 4.5,
    status: 'active',
    duplicateRisk: 0.92,
    householdId: `HH-${suffix}`,
    skills: ['Tailoring', 'Cooking'],
    createdAt: at(1),
  });
  const mohammed = await insert({
    firstName: 'Mohammed',
    lastName: `Abdi${suffix}`,
    progresId: `${country}-DAD-2020-000002`,
    phoneNumber: `${phoneBlock}02`,
    gender: 'male',
    nationality: 'SOM',
    dateOfBirth: '1979-11-30',
    locationCamp: 'DAD',
    locationArea: 'DAG',
    locationBlock: 'B3',
    vulnerabilityScore: 3.2,
    status: 'inactive',
    createdAt: at(2),
  });
  const amina = await insert({
    firstName: 'Amina',
    lastName: `Hassan${suffix}`,
    progresId: `${country}-KAK-2021-000003`,
    gender: 'female',
    nationality: 'SSD',
    locationCamp: 'KAK',
    locationArea: 'KK1',
    locationBlock: 'B7',
    vulnerabilityScore: 1.5,
    status: 'transferred',
    createdAt: at(3),
  });
  const formula = await insert({
    firstName: '=HYPERLINK("http://evil.example","x")',
    lastName: `Formula${suffix}`,
    progresId: `${country}-KAL-2022-000004`,
    gender: 'other',
    nationality: 'COD',
    locationCamp: 'KAL',
    locationArea: 'V1',
    locationBlock: 'B1',
    status: 'active',
    createdAt: at(4),
  });

  const project = await buildProject(t, {
    code: `T${suffix.toUpperCase()}-CFW-2024-001`,
    name: `Registry test ${suffix}`,
    partner: 'WFP',
    type: 'cash_for_work',
    location: 'DAD',
    targetBeneficiaries: 10,
    budget: 1000,
    startDate: '2030-01-01',
    endDate: '2030-12-31',
    status: 'planning',
  });
  const other = await buildProject(t, {
    code: `U${suffix.toUpperCase()}-SKT-2024-001`,
    name: `Registry other ${suffix}`,
    partner: 'IRC',
    type: 'skills_training',
    location: 'DAD',
    targetBeneficiaries: 10,
    budget: 1000,
    startDate: '2030-01-01',
    endDate: '2030-12-31',
    status: 'planning',
  });
  await buildEnrolments(t, project.id, [{ beneficiaryId: halimo, status: 'enrolled' }]);
  await buildEnrolments(t, other.id, [
    { beneficiaryId: halimo, status: 'completed' },
    { beneficiaryId: mohammed, status: 'withdrawn' },
  ]);
  return { country, suffix, phoneBlock, ids: { halimo, mohammed, amina, formula }, projectId: project.id };
}
