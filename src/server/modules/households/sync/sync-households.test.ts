import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries, householdMembers, households } from '@server/db/schema';
import { buildBeneficiaries, buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { randomLetters } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { syncHouseholds } from './sync-households';

describe('households follow the registry household ids', () => {
  let t: TestApp;
  let officer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
  });
  afterAll(() => t.close());

  const reference = () => `HH-${randomLetters(10)}`;
  const householdOf = async (ref: string) =>
    (await t.database.db.select().from(households).where(eq(households.reference, ref)))[0];
  const membershipsOf = (beneficiaryId: string) =>
    t.database.db
      .select()
      .from(householdMembers)
      .where(eq(householdMembers.beneficiaryId, beneficiaryId))
      .orderBy(asc(householdMembers.joinedAt));
  const moveTo = (beneficiaryId: string, householdId: string | null, mergedIntoId: string | null = null) =>
    t.database.db.update(beneficiaries).set({ householdId, mergedIntoId }).where(eq(beneficiaries.id, beneficiaryId));
  /** As an import commits a batch: inside its transaction. */
  const importBatch = (ids: string[]) => t.database.db.transaction((tx) => syncHouseholds(tx, ids));

  it('creates one household per household id, with every person of the batch a member and the larger figures', async () => {
    const shared = reference();
    const own = reference();
    const people = await buildBeneficiaries(t, [
      { householdId: shared, householdSize: 4, monthlyIncome: 3000, locationBlock: 'B7' },
      { householdId: shared, householdSize: 6, monthlyIncome: 1000, locationBlock: 'B9' },
      { householdId: own },
      { householdId: '  ' },
    ]);
    const result = await importBatch(people.map((person) => person.id));

    expect(result.joined).toHaveLength(3);
    const household = await householdOf(shared);
    expect(household).toMatchObject({ camp: 'DAD', size: 6, monthlyIncome: 3000 });
    expect(['B7', 'B9']).toContain(household!.block);
    const members = await t.database.db
      .select({ beneficiaryId: householdMembers.beneficiaryId })
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, household!.id), isNull(householdMembers.leftAt)));
    expect(members.map((member) => member.beneficiaryId).sort()).toEqual([people[0]!.id, people[1]!.id].sort());
    expect(await householdOf(own)).toBeDefined();
    expect(await membershipsOf(people[3]!.id)).toEqual([]);
  });

  it('is idempotent: a second sync of the same people changes nothing', async () => {
    const person = await buildBeneficiary(t, { householdId: reference() });
    await importBatch([person.id]);
    const again = await importBatch([person.id]);
    expect(again).toEqual({ joined: [], left: [] });
    expect(await membershipsOf(person.id)).toHaveLength(1);
  });

  it('moves a person: the old membership ends and stays as history, one membership is current', async () => {
    const from = reference();
    const to = reference();
    const person = await buildBeneficiary(t, { householdId: from });
    await importBatch([person.id]);
    await moveTo(person.id, to);
    const result = await importBatch([person.id]);

    expect(result.left).toHaveLength(1);
    expect(result.joined).toHaveLength(1);
    const memberships = await membershipsOf(person.id);
    expect(memberships).toHaveLength(2);
    expect(memberships.filter((membership) => membership.leftAt === null)).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ householdId: (await householdOf(from))!.id });
    expect(memberships[0]!.leftAt).toBeInstanceOf(Date);
    expect(memberships[1]).toMatchObject({ householdId: (await householdOf(to))!.id, leftAt: null });
  });

  it('ends the membership of a person whose household id is cleared, and drops them as head', async () => {
    const ref = reference();
    const person = await buildBeneficiary(t, { householdId: ref });
    await importBatch([person.id]);
    await t.database.db.update(households).set({ headBeneficiaryId: person.id }).where(eq(households.reference, ref));
    await moveTo(person.id, null);
    await importBatch([person.id]);

    const [membership] = await membershipsOf(person.id);
    expect(membership!.leftAt).toBeInstanceOf(Date);
    expect((await householdOf(ref))!.headBeneficiaryId).toBeNull();
  });

  it('takes a merged record out of its household; the record it was merged into stays', async () => {
    const ref = reference();
    const [kept, merged] = await buildBeneficiaries(t, [{ householdId: ref }, { householdId: ref }]);
    await importBatch([kept!.id, merged!.id]);
    await moveTo(merged!.id, ref, kept!.id);
    await importBatch([kept!.id, merged!.id]);

    const current = await t.database.db
      .select({ beneficiaryId: householdMembers.beneficiaryId })
      .from(householdMembers)
      .where(and(inArray(householdMembers.beneficiaryId, [kept!.id, merged!.id]), isNull(householdMembers.leftAt)));
    expect(current).toEqual([{ beneficiaryId: kept!.id }]);
  });

  it("follows a staff edit of a person's household id, and the households' histories say who moved", async () => {
    const from = reference();
    const to = reference();
    const person = await buildBeneficiary(t, { householdId: from });
    await importBatch([person.id]);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/beneficiaries/${person.id}`,
      headers: { cookie: officer.cookie },
      payload: { householdId: to },
    });
    expect(response.statusCode).toBe(200);

    const memberships = await membershipsOf(person.id);
    const current = memberships.find((membership) => membership.leftAt === null);
    const target = await householdOf(to);
    expect(current?.householdId).toBe(target!.id);
    const entries = await t.database.db
      .select({ action: auditEvents.action, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'household'), eq(auditEvents.actorUserId, officer.userId)));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'household.member_left', targetId: (await householdOf(from))!.id },
        { action: 'household.member_joined', targetId: target!.id },
      ]),
    );
  });
});
