import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import { buildStaffAdmin, buildStaffMember, getMe, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const TEAM = '/api/v1/staff/team';
const KAKUMA = { camp: 'KAK', area: null, block: null } as const;

describe("a member's organisation and places on the Team page", () => {
  let t: TestApp;
  let leadAdmin: BuiltUser;
  let ircAdmin: BuiltUser;
  let ircOfficer: BuiltUser;
  let drcOfficer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    const partner = (organisation: string, isAdmin: boolean) =>
      buildStaffMember(t, { status: 'active', isAdmin, site: null, organisation, places: [KAKUMA] });
    [leadAdmin, ircAdmin, ircOfficer, drcOfficer] = await Promise.all([
      buildStaffAdmin(t),
      partner('IRC', true),
      partner('IRC', false),
      partner('DRC', false),
    ]);
  });
  afterAll(() => t.close());

  const setScope = (admin: BuiltUser, member: BuiltUser, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `${TEAM}/${member.userId}/scope`,
      headers: { cookie: admin.cookie },
      payload: payload as object,
    });

  it('sets places, shows them on the Team list and in /me, and audits before and after', async () => {
    const places = [
      { camp: 'KAK', area: 'KK2', block: null },
      { camp: 'KAL', area: 'V1', block: 'B3' },
    ];
    const response = await setScope(ircAdmin, ircOfficer, { organisation: 'IRC', wholeRegistry: false, places });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ organisation: 'IRC', wholeRegistry: false, places });
    const team = await t.app.inject({ method: 'GET', url: TEAM, headers: { cookie: ircAdmin.cookie } });
    const row = team.json().items.find((item: { userId: string }) => item.userId === ircOfficer.userId);
    expect(row.places).toEqual(places);
    expect((await getMe(t, ircOfficer.cookie)).json().user.staff.scope.places).toEqual(places);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, ircOfficer.userId), eq(auditEvents.action, 'staff.scope_change')));
    expect(audit?.details).toEqual({
      before: { organisation: 'IRC', wholeRegistry: false, places: [KAKUMA] },
      after: { organisation: 'IRC', wholeRegistry: false, places },
    });
  });

  it("keeps a partner's admin to their own organisation's staff, and never the whole registry", async () => {
    const team = await t.app.inject({ method: 'GET', url: TEAM, headers: { cookie: ircAdmin.cookie } });
    const organisations = team.json().items.map((item: { organisation: string | null }) => item.organisation);
    expect(organisations.every((code: string | null) => code === 'IRC' || code === null)).toBe(true);
    const other = await setScope(ircAdmin, drcOfficer, { organisation: 'IRC', wholeRegistry: false, places: [KAKUMA] });
    expect(other.statusCode).toBe(404);
    const move = await setScope(ircAdmin, ircOfficer, { organisation: 'DRC', wholeRegistry: false, places: [] });
    expect(move.statusCode).toBe(403);
    const whole = await setScope(ircAdmin, ircOfficer, { organisation: 'IRC', wholeRegistry: true, places: [] });
    expect(whole.statusCode).toBe(403);
    expect(whole.json().detail).toContain('Only staff of the lead agency');
  });

  it('lets the lead agency move a member and grant the whole registry only within the lead agency', async () => {
    const partnerWhole = await setScope(leadAdmin, drcOfficer, {
      organisation: 'DRC',
      wholeRegistry: true,
      places: [],
    });
    expect(partnerWhole.statusCode).toBe(400);
    const moved = await setScope(leadAdmin, drcOfficer, { organisation: 'UNHCR', wholeRegistry: true, places: [] });
    expect(moved.statusCode).toBe(200);
    expect((await getMe(t, drcOfficer.cookie)).json().user.staff.scope).toMatchObject({
      organisation: { code: 'UNHCR' },
      wholeRegistry: true,
    });
  });

  it('refuses an area of another camp, an unknown organisation and a non-admin, translated', async () => {
    const area = await setScope(leadAdmin, ircOfficer, {
      organisation: 'IRC',
      wholeRegistry: false,
      places: [{ camp: 'KAK', area: 'IFO', block: null }],
    });
    expect(area.statusCode).toBe(400);
    expect(JSON.stringify(area.json())).toContain('This area is not in the chosen camp');
    const unknown = await setScope(leadAdmin, ircOfficer, { organisation: 'ZZZ', wholeRegistry: false, places: [] });
    expect(unknown.statusCode).toBe(400);
    const officer = await setScope(ircOfficer, ircAdmin, { organisation: 'IRC', wholeRegistry: false, places: [] });
    expect(officer.statusCode).toBe(403);
  });
});
