import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import type { TestApp } from '@server/test-support/test-app';
import { fixtureCountry } from '../staff-list/registry-fixtures';

/*
 * Two partners on one registry: an IRC officer working in Kakuma and a DRC officer working in Dadaab,
 * with a person in each camp and a Dadaab person enrolled in an IRC project (so IRC sees them too).
 * ProGres IDs start with a country code of this file's own, so searches find only these people.
 */
export interface ScopeFixture {
  country: string;
  irc: BuiltUser;
  drc: BuiltUser;
  lead: BuiltUser;
  kakuma: string;
  dadaab: string;
  dadaabInIrcProject: string;
}

export async function buildScopeFixture(t: TestApp): Promise<ScopeFixture> {
  const country = await fixtureCountry(t);
  const [irc, drc, lead] = await Promise.all([
    buildStaffMember(t, {
      status: 'active',
      isAdmin: false,
      site: 'Kakuma',
      organisation: 'IRC',
      places: [{ camp: 'KAK', area: null, block: null }],
    }),
    buildStaffMember(t, {
      status: 'active',
      isAdmin: false,
      site: 'Dadaab',
      organisation: 'DRC',
      places: [{ camp: 'DAD', area: null, block: null }],
    }),
    buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Nairobi' }),
  ]);
  const person = (sequence: number, camp: 'KAK' | 'DAD', area: string, block: string, householdId: string) =>
    buildBeneficiary(t, {
      progresId: `${country}-${camp}-2020-00000${sequence}`,
      firstName: 'Scope',
      lastName: `Person${sequence}`,
      locationCamp: camp,
      locationArea: area,
      locationBlock: block,
      householdId,
      vulnerabilityScore: 4.5,
    });
  const kakuma = await person(1, 'KAK', 'KK2', 'B7', `HH-${country}-K`);
  const dadaab = await person(2, 'DAD', 'IFO', 'B12', `HH-${country}-D`);
  const dadaabInIrcProject = await person(3, 'DAD', 'HAG', 'B3', `HH-${country}-E`);
  const project = await buildProject(t, { partner: 'IRC', location: 'KAK' });
  await buildEnrolments(t, project.id, [dadaabInIrcProject.id]);
  return { country, irc, drc, lead, kakuma: kakuma.id, dadaab: dadaab.id, dadaabInIrcProject: dadaabInIrcProject.id };
}
