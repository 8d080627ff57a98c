import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateAlerts, staffMembers } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildPartnerStaff, buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('a partner officer is told only of what concerns their own caseload', () => {
  let t: TestApp;
  let world: ScopeWorld;
  let leadAdmin: BuiltUser;
  let alertInKakuma: string;
  let alertAcrossCamps: string;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    world = await buildScopeWorld(t);
    leadAdmin = await buildStaffAdmin(t);
    const twin = await buildBeneficiary(t, { locationCamp: 'KAK', locationArea: 'KAK2' });
    // A pair is stored in id order (duplicate_alerts_pair_order).
    const alert = (one: string, other: string) =>
      t.database.db
        .insert(duplicateAlerts)
        .values({
          beneficiaryAId: one < other ? one : other,
          beneficiaryBId: one < other ? other : one,
          riskScore: 0.9,
        })
        .returning({ id: duplicateAlerts.id });
    alertInKakuma = (await alert(world.irc.own.person.id, twin.id))[0]!.id;
    alertAcrossCamps = (await alert(world.drc.own.person.id, world.nairobi.person.id))[0]!.id;
  });
  afterAll(() => t.close());

  async function notified(user: BuiltUser): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/notifications',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
  }

  it('names only the new complaints and duplicate alerts of people in scope', async () => {
    expect((await notified(world.irc.officer)).sort()).toEqual(
      [`duplicate-${alertInKakuma}`, `feedback-${world.irc.own.complaintId}`].sort(),
    );
    // One of the pair lives in Nairobi, outside the DRC officer's places: the alert is not theirs to act on.
    expect(await notified(world.drc.officer)).toEqual([`feedback-${world.drc.own.complaintId}`]);
  });

  it('names everything to the lead agency with the whole registry', async () => {
    expect(await notified(leadAdmin)).toEqual(
      expect.arrayContaining([
        `duplicate-${alertInKakuma}`,
        `duplicate-${alertAcrossCamps}`,
        `feedback-${world.irc.own.complaintId}`,
        `feedback-${world.drc.own.complaintId}`,
        `feedback-${world.nairobi.complaintId}`,
      ]),
    );
  });

  it('tells of a sign-up waiting for approval only the admins who may approve it', async () => {
    const ircAdmin = await buildPartnerStaff(t, { organisation: 'IRC', places: 'KAK', isAdmin: true });
    const drcAdmin = await buildPartnerStaff(t, { organisation: 'DRC', places: 'DAD', isAdmin: true });
    // A fresh sign-up belongs to no organisation yet; any admin may take them in (team/members/service.ts).
    const unplaced = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null });
    await t.database.db
      .update(staffMembers)
      .set({ organisation: null })
      .where(eq(staffMembers.userId, unplaced.userId));
    const drcRecruit = await buildStaffMember(t, {
      status: 'pending',
      isAdmin: false,
      site: null,
      organisation: 'DRC',
    });

    expect(await notified(leadAdmin)).toEqual(
      expect.arrayContaining([`staff-${unplaced.userId}`, `staff-${drcRecruit.userId}`]),
    );
    const toIrc = await notified(ircAdmin);
    expect(toIrc).toContain(`staff-${unplaced.userId}`);
    expect(toIrc).not.toContain(`staff-${drcRecruit.userId}`);
    expect(await notified(drcAdmin)).toEqual(
      expect.arrayContaining([`staff-${unplaced.userId}`, `staff-${drcRecruit.userId}`]),
    );
    const toOfficer = await notified(world.irc.officer);
    expect(toOfficer.filter((id) => id.startsWith('staff-'))).toEqual([]);

    // What the bell offers is what the Team page lets each of them approve.
    const approve = (admin: BuiltUser, userId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/team/${userId}/approve`,
        headers: { cookie: admin.cookie },
      });
    expect((await approve(ircAdmin, drcRecruit.userId)).statusCode).toBe(404);
    expect((await approve(drcAdmin, drcRecruit.userId)).statusCode).toBe(200);
  });
});
