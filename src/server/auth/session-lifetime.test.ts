import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, staffMembers } from '@server/db/schema';
import { buildStaffMember, buildUser, getMe, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session lifetime on ordinary requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionsOf = (userId: string) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

  /** Moves the person's only session so that it was last renewed `ageMs` ago. */
  async function ageSession(user: BuiltUser, ageMs: number) {
    const renewedAt = new Date(Date.now() - ageMs);
    await t.database.db
      .update(sessions)
      .set({ updatedAt: renewedAt, expiresAt: new Date(renewedAt.getTime() + 7 * DAY_MS) })
      .where(eq(sessions.userId, user.userId));
  }

  it('uses a session renewed less than a day ago without writing to it', async () => {
    const user = await buildUser(t);
    await ageSession(user, 2 * 60 * 60 * 1000);
    const [before] = await sessionsOf(user.userId);
    expect((await getMe(t, user.cookie)).json().user.id).toBe(user.userId);
    const [after] = await sessionsOf(user.userId);
    expect(after?.expiresAt).toEqual(before?.expiresAt);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it('renews a session last renewed more than a day ago and keeps the person signed in', async () => {
    const user = await buildUser(t);
    await ageSession(user, 2 * DAY_MS);
    expect((await getMe(t, user.cookie)).json().user.id).toBe(user.userId);
    const [renewed] = await sessionsOf(user.userId);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    expect(renewed!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends a session unused for more than a week and deletes it', async () => {
    const user = await buildUser(t);
    await ageSession(user, 8 * DAY_MS);
    expect((await getMe(t, user.cookie)).json()).toEqual({ user: null, preferredLanguage: null });
    expect(await sessionsOf(user.userId)).toEqual([]);
  });

  it('refuses a session token signed with another secret', async () => {
    const user = await buildUser(t);
    const [session] = await sessionsOf(user.userId);
    const forged = `better-auth.session_token=${encodeURIComponent(`${session!.token}.${'A'.repeat(43)}=`)}`;
    expect((await getMe(t, forged)).json().user).toBeNull();
    const unsigned = `better-auth.session_token=${session!.token}`;
    expect((await getMe(t, unsigned)).json().user).toBeNull();
  });

  it('sees a change of staff standing on the very next request', async () => {
    const staff = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
    const staffDashboard = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/staff/dashboard', headers: { cookie: staff.cookie } });
    expect((await staffDashboard()).statusCode).toBe(200);
    expect((await getMe(t, staff.cookie)).json().user.staff.status).toBe('active');
    await t.database.db
      .update(staffMembers)
      .set({ status: 'deactivated' })
      .where(eq(staffMembers.userId, staff.userId));
    expect((await getMe(t, staff.cookie)).json().user.staff.status).toBe('deactivated');
    expect((await staffDashboard()).statusCode).toBe(403);
  });
});
