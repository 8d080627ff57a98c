import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import { beneficiaries, duplicateAlerts } from '@server/db/schema';
import { buildBeneficiary, type BeneficiaryRow } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/*
 * A person's record names the people around them: the other members of their household and the other
 * side of each duplicate alert. Those people may live in places the reader does not work in.
 */
describe('the people around a record follow the reader’s scope', () => {
  let t: TestApp;
  let world: ScopeWorld;
  let leadAdmin: BuiltUser;
  let kakumaSibling: BeneficiaryRow;
  let dadaabSibling: BeneficiaryRow;
  let dadaabLookalike: BeneficiaryRow;

  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    world = await buildScopeWorld(t);
    leadAdmin = await buildStaffAdmin(t);
    const householdId = `HH-${randomInt(1e9)}`;
    const person = world.irc.own.person;
    await t.database.db.update(beneficiaries).set({ householdId }).where(eq(beneficiaries.id, person.id));
    kakumaSibling = await buildBeneficiary(t, { householdId, locationCamp: 'KAK', locationArea: 'KAK1' });
    // A relative registered in Dadaab: the same household, another organisation's caseload.
    dadaabSibling = await buildBeneficiary(t, {
      householdId,
      locationCamp: 'DAD',
      locationArea: 'IFO',
      lastName: 'Hidden-Sibling',
    });
    dadaabLookalike = await buildBeneficiary(t, {
      firstName: 'Halimo',
      lastName: 'Abdi-Dadaab',
      dateOfBirth: '1991-04-02',
      locationCamp: 'DAD',
      locationArea: 'IFO',
      locationBlock: 'B7',
      phoneNumber: '+254722999111',
    });
    const [a, b] = [person.id, dadaabLookalike.id].sort();
    await t.database.db.insert(duplicateAlerts).values({ beneficiaryAId: a!, beneficiaryBId: b!, riskScore: 0.8 });
  });
  afterAll(() => t.close());

  async function recordAs(user: BuiltUser): Promise<BeneficiaryRecord> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/beneficiaries/${world.irc.own.person.id}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BeneficiaryRecord>();
  }

  it('lists the household members in the reader’s places and only counts the others', async () => {
    const record = await recordAs(world.irc.officer);
    expect(record.household.map((member) => member.id)).toEqual([kakumaSibling.id]);
    expect(record.householdOutsideScope).toBe(1);
    expect(JSON.stringify(record)).not.toContain(dadaabSibling.id);
    expect(JSON.stringify(record)).not.toContain('Hidden-Sibling');
  });

  it('shows the other side of an alert outside scope only through the limited view', async () => {
    const record = await recordAs(world.irc.officer);
    expect(record.duplicateAlerts).toEqual([
      expect.objectContaining({
        otherName: `Halimo Abdi-Dadaab`,
        otherProgresId: dadaabLookalike.progresId,
        otherBirthYear: 1991,
        otherCamp: 'DAD',
        otherLimited: true,
      }),
    ]);
    const body = JSON.stringify(record);
    expect(body).not.toContain('1991-04-02');
    expect(body).not.toContain('+254722999111');
    expect(body).not.toContain('B7');
  });

  it('shows everyone in full to the lead agency with the whole registry', async () => {
    const record = await recordAs(leadAdmin);
    expect(record.household.map((member) => member.id).sort()).toEqual([kakumaSibling.id, dadaabSibling.id].sort());
    expect(record.householdOutsideScope).toBe(0);
    expect(record.duplicateAlerts).toEqual([expect.objectContaining({ otherLimited: false, otherCamp: 'DAD' })]);
  });
});
