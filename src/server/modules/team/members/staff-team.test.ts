import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import { buildStaffAdmin, buildStaffMember, buildUser, getMe, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const TEAM = '/api/v1/staff/team';
const ADMIN_SITE = 'Kakuma Field Office';

describe('staff team', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildStaffAdmin(t, ADMIN_SITE);
  });
  afterAll(() => t.close());

  const listTeam = (cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: TEAM, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const act = (cookie: string, userId: string, action: 'approve' | 'deactivate' | 'reactivate') =>
    t.app.inject({ method: 'POST', url: `${TEAM}/${userId}/${action}`, headers: { cookie } });
  const setAdmin = (cookie: string, userId: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `${TEAM}/${userId}/admin`, headers: { cookie }, payload: payload as object });
  /** The member's standing as /me answers it, without the scope (checked where approval sets it). */
  const staffOf = async (user: BuiltUser) => {
    const staff = (await getMe(t, user.cookie)).json().user.staff;
    if (!staff) return staff;
    const { scope: _scope, ...standing } = staff;
    return standing;
  };
  const scopeOf = async (user: BuiltUser) => (await getMe(t, user.cookie)).json().user.staff.scope;

  function expectProblem(response: Awaited<ReturnType<typeof listTeam>>, status: number, detail: string) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status, detail });
  }

  describe('who may see the team', () => {
    it('a staff sign-up is pending, not trusted', async () => {
      const pending = await buildUser(t, { userType: 'staff' });
      expect(await staffOf(pending)).toEqual({ status: 'pending', isAdmin: false, programmeDesign: false, site: null });
      expectProblem(
        await listTeam(pending.cookie),
        403,
        "Your staff account is waiting for an administrator's approval.",
      );
    });

    it('answers 401 without a session', async () => {
      expectProblem(await listTeam(), 401, 'Please sign in to continue.');
    });

    it.each(['beneficiary', 'employer'] as const)('refuses a %s with 403', async (userType) => {
      const user = await buildUser(t, { userType });
      expectProblem(await listTeam(user.cookie), 403, 'This area is for staff accounts.');
      expect(await staffOf(user)).toBeNull();
    });

    it('refuses an active staff member who is not an admin', async () => {
      const officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: ADMIN_SITE });
      expectProblem(await listTeam(officer.cookie), 403, 'Only administrators can do this.');
    });

    it('answers in Swahili with accept-language sw', async () => {
      const response = await listTeam(undefined, { 'accept-language': 'sw' });
      expect(response.json().detail).toBe('Tafadhali ingia ili kuendelea.');
    });
  });

  it('lists pending members first, with every field the Team page shows', async () => {
    const active = await buildStaffMember(t, { status: 'active', isAdmin: false, site: ADMIN_SITE });
    const deactivated = await buildStaffMember(t, { status: 'deactivated', isAdmin: false, site: null });
    const pending = await buildUser(t, {
      userType: 'staff',
      firstName: 'Halima',
      lastName: 'Abdi',
      phoneNumber: '0722000111',
    });

    const response = await listTeam(admin.cookie);
    expect(response.statusCode).toBe(200);
    const items: { userId: string; status: string }[] = response.json().items;
    const rank = { pending: 0, active: 1, deactivated: 2 } as Record<string, number>;
    const ranks = items.map((item) => rank[item.status]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const row = items.find((item) => item.userId === pending.userId);
    expect(row).toEqual({
      userId: pending.userId,
      firstName: 'Halima',
      lastName: 'Abdi',
      email: pending.email,
      phoneNumber: '+254722000111',
      status: 'pending',
      isAdmin: false,
      safeguarding: false,
      programmeDesign: false,
      site: null,
      // Waiting for approval: no organisation and no places until an admin approves and places them.
      organisation: null,
      wholeRegistry: false,
      places: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      approvedAt: null,
    });
    const ids = items.map((item) => item.userId);
    expect(ids).toContain(active.userId);
    expect(ids).toContain(deactivated.userId);
    expect(ids).toContain(admin.userId);
  });

  it('approves a pending member: active, dated, at the admin site, and audited', async () => {
    const member = await buildUser(t, { userType: 'staff' });
    const response = await act(admin.cookie, member.userId, 'approve');
    expect(response.statusCode).toBe(200);
    const approved = response.json();
    expect(approved).toMatchObject({ userId: member.userId, status: 'active', isAdmin: false, site: ADMIN_SITE });
    expect(Date.now() - Date.parse(approved.approvedAt)).toBeLessThan(60_000);

    expect(await staffOf(member)).toEqual({
      status: 'active',
      isAdmin: false,
      programmeDesign: false,
      site: ADMIN_SITE,
    });
    // The admin's organisation, but no places yet and never the whole registry: an admin gives those.
    expect(await scopeOf(member)).toEqual({
      organisation: { code: 'UNHCR', name: 'UNHCR, the UN Refugee Agency', colour: 'teal', leadAgency: true },
      wholeRegistry: false,
      places: [],
    });
    // Approved but not an admin: the console opens, the Team page does not.
    expectProblem(await listTeam(member.cookie), 403, 'Only administrators can do this.');

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, member.userId), eq(auditEvents.action, 'staff.approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.userId,
      targetType: 'staff_member',
      details: { from: 'pending', to: 'active' },
    });

    expectProblem(
      await act(admin.cookie, member.userId, 'approve'),
      409,
      'This staff account is not waiting for approval.',
    );
  });

  it('answers 404 for an unknown member or a person who is not staff', async () => {
    expectProblem(await act(admin.cookie, 'no-such-user', 'approve'), 404, 'This staff member does not exist.');
    const beneficiary = await buildUser(t);
    expectProblem(await act(admin.cookie, beneficiary.userId, 'approve'), 404, 'This staff member does not exist.');
  });

  it('an admin cannot deactivate or demote themselves', async () => {
    const ownMessage = 'You cannot deactivate your own account or remove your own administrator rights.';
    expectProblem(await act(admin.cookie, admin.userId, 'deactivate'), 409, ownMessage);
    expectProblem(await setAdmin(admin.cookie, admin.userId, { isAdmin: false }), 409, ownMessage);
    expect(await staffOf(admin)).toEqual({ status: 'active', isAdmin: true, programmeDesign: false, site: ADMIN_SITE });
  });

  it('deactivates and reactivates a member', async () => {
    const member = await buildStaffMember(t, { status: 'active', isAdmin: true, site: ADMIN_SITE });
    const deactivated = await act(admin.cookie, member.userId, 'deactivate');
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().status).toBe('deactivated');
    expect((await staffOf(member)).status).toBe('deactivated');
    expectProblem(
      await listTeam(member.cookie),
      403,
      'Your staff account has been deactivated. Contact your administrator.',
    );
    expectProblem(await act(admin.cookie, member.userId, 'deactivate'), 409, 'This staff account is not active.');
    expectProblem(
      await setAdmin(admin.cookie, member.userId, { isAdmin: true }),
      409,
      'This staff account is not active.',
    );

    const reactivated = await act(admin.cookie, member.userId, 'reactivate');
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().status).toBe('active');
    expect((await listTeam(member.cookie)).statusCode).toBe(200);
    expectProblem(await act(admin.cookie, member.userId, 'reactivate'), 409, 'This staff account is not deactivated.');
  });

  it('grants and revokes administrator rights, with audit entries', async () => {
    const member = await buildStaffMember(t, { status: 'active', isAdmin: false, site: ADMIN_SITE });
    const granted = await setAdmin(admin.cookie, member.userId, { isAdmin: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ userId: member.userId, isAdmin: true, status: 'active' });
    expect((await listTeam(member.cookie)).statusCode).toBe(200);

    const revoked = await setAdmin(admin.cookie, member.userId, { isAdmin: false });
    expect(revoked.json().isAdmin).toBe(false);
    expectProblem(await listTeam(member.cookie), 403, 'Only administrators can do this.');

    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, member.userId))).map(
      (event) => event.action,
    );
    expect(actions.sort()).toEqual(['staff.grant_admin', 'staff.revoke_admin']);
  });

  it('grants and removes the safeguarding permission, audited, never on oneself', async () => {
    const member = await buildStaffMember(t, { status: 'active', isAdmin: false, site: ADMIN_SITE });
    const setSafeguarding = (cookie: string, userId: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `${TEAM}/${userId}/safeguarding`,
        headers: { cookie },
        payload: payload as object,
      });
    const granted = await setSafeguarding(admin.cookie, member.userId, { safeguarding: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ userId: member.userId, safeguarding: true, isAdmin: false });
    expect(
      (await listTeam(admin.cookie)).json().items.find((item: { userId: string }) => item.userId === member.userId)
        .safeguarding,
    ).toBe(true);
    expect((await setSafeguarding(admin.cookie, member.userId, { safeguarding: false })).json().safeguarding).toBe(
      false,
    );

    expectProblem(
      await setSafeguarding(admin.cookie, admin.userId, { safeguarding: true }),
      409,
      'You cannot change your own safeguarding permission. Ask another administrator.',
    );
    expectProblem(
      await setSafeguarding(member.cookie, member.userId, { safeguarding: true }),
      403,
      'Only administrators can do this.',
    );
    expect((await setSafeguarding(admin.cookie, member.userId, { safeguarding: 'yes' })).statusCode).toBe(400);
    const pending = await buildUser(t, { userType: 'staff' });
    expectProblem(
      await setSafeguarding(admin.cookie, pending.userId, { safeguarding: true }),
      409,
      'This staff account is not active.',
    );

    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, member.userId))).map(
      (event) => event.action,
    );
    expect(actions.sort()).toEqual(['staff.grant_safeguarding', 'staff.revoke_safeguarding']);
  });

  it('grants and removes the programme design permission, audited, never on oneself', async () => {
    const member = await buildStaffMember(t, { status: 'active', isAdmin: false, site: ADMIN_SITE });
    const setProgrammeDesign = (cookie: string, userId: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `${TEAM}/${userId}/programme-design`,
        headers: { cookie },
        payload: payload as object,
      });
    const granted = await setProgrammeDesign(admin.cookie, member.userId, { programmeDesign: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ userId: member.userId, programmeDesign: true, isAdmin: false });
    expect(
      (await listTeam(admin.cookie)).json().items.find((item: { userId: string }) => item.userId === member.userId)
        .programmeDesign,
    ).toBe(true);
    // The member's own session carries the permission the programme screens read.
    expect((await getMe(t, member.cookie)).json().user.staff.programmeDesign).toBe(true);
    expect(
      (await setProgrammeDesign(admin.cookie, member.userId, { programmeDesign: false })).json().programmeDesign,
    ).toBe(false);
    expect((await getMe(t, member.cookie)).json().user.staff.programmeDesign).toBe(false);

    expectProblem(
      await setProgrammeDesign(admin.cookie, admin.userId, { programmeDesign: true }),
      409,
      'You cannot change your own programme design permission. Ask another administrator.',
    );
    expectProblem(
      await setProgrammeDesign(member.cookie, member.userId, { programmeDesign: true }),
      403,
      'Only administrators can do this.',
    );
    expect((await setProgrammeDesign(admin.cookie, member.userId, { programmeDesign: 'yes' })).statusCode).toBe(400);
    const pending = await buildUser(t, { userType: 'staff' });
    expectProblem(
      await setProgrammeDesign(admin.cookie, pending.userId, { programmeDesign: true }),
      409,
      'This staff account is not active.',
    );

    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, member.userId))).map(
      (event) => event.action,
    );
    expect(actions.sort()).toEqual(['staff.grant_programme_design', 'staff.revoke_programme_design']);
  });

  it('a non-admin or pending member cannot approve anyone', async () => {
    const officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: ADMIN_SITE });
    const waiting = await buildUser(t, { userType: 'staff' });
    const target = await buildUser(t, { userType: 'staff' });
    expectProblem(await act(officer.cookie, target.userId, 'approve'), 403, 'Only administrators can do this.');
    expect((await act(waiting.cookie, target.userId, 'approve')).statusCode).toBe(403);
    expect((await act(waiting.cookie, waiting.userId, 'approve')).statusCode).toBe(403);
    expect((await setAdmin(officer.cookie, officer.userId, { isAdmin: true })).statusCode).toBe(403);
    expect(await staffOf(target)).toEqual({ status: 'pending', isAdmin: false, programmeDesign: false, site: null });
  });

  it('validates the admin flag body', async () => {
    const member = await buildStaffMember(t, { status: 'active', isAdmin: false, site: ADMIN_SITE });
    for (const payload of [{ isAdmin: 'yes' }, {}, { isAdmin: true, status: 'active' }]) {
      const response = await setAdmin(admin.cookie, member.userId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const wrongType = await setAdmin(admin.cookie, member.userId, { isAdmin: 'yes' });
    expect(wrongType.json().errors).toContainEqual({ path: 'isAdmin', message: 'Expected boolean, received string' });
    expect((await staffOf(member)).isAdmin).toBe(false);
  });
});
