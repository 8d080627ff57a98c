import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@domain/beneficiary-settings';
import { buildStaffAdmin, buildStaffMember, buildUser, getMe } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('GET /api/v1/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers user null without a session, never cached', async () => {
    const response = await getMe(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ user: null, preferredLanguage: null });
  });

  it.each(['beneficiary', 'employer'] as const)('shows a %s with no staff standing', async (userType) => {
    const user = await buildUser(t, {
      userType,
      firstName: 'Juma',
      lastName: 'Ochieng',
      phoneNumber: '+254 733 123 456',
    });
    expect((await getMe(t, user.cookie)).json()).toEqual({
      user: {
        id: user.userId,
        email: user.email,
        emailVerified: false,
        firstName: 'Juma',
        lastName: 'Ochieng',
        phoneNumber: '+254733123456',
        userType,
        staff: null,
      },
      preferredLanguage: null,
    });
  });

  it('carries the language a beneficiary saved in Settings, so a new phone opens in it', async () => {
    const person = await buildUser(t);
    await getMe(t, person.cookie);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/beneficiary/settings/preferences',
      headers: { cookie: person.cookie },
      payload: { ...DEFAULT_PREFERENCES, language: 'sw' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getMe(t, person.cookie)).json().preferredLanguage).toBe('sw');
  });

  it('shows a staff admin with role and site', async () => {
    const admin = await buildStaffAdmin(t, 'Kalobeyei Settlement');
    const { user } = (await getMe(t, admin.cookie)).json();
    expect(user).toMatchObject({ userType: 'staff', emailVerified: true });
    expect(user.staff).toEqual({
      status: 'active',
      isAdmin: true,
      programmeDesign: false,
      site: 'Kalobeyei Settlement',
      scope: {
        organisation: { code: 'UNHCR', name: 'UNHCR, the UN Refugee Agency', colour: 'teal', leadAgency: true },
        wholeRegistry: true,
        places: [],
      },
    });
  });

  it("shows a partner officer's organisation and places, never the whole registry outside the lead agency", async () => {
    const officer = await buildStaffMember(t, {
      status: 'active',
      isAdmin: false,
      site: 'Kakuma',
      organisation: 'IRC',
      wholeRegistry: true,
      places: [{ camp: 'KAK', area: 'KK1', block: null }],
    });
    expect((await getMe(t, officer.cookie)).json().user.staff.scope).toEqual({
      organisation: { code: 'IRC', name: 'International Rescue Committee', colour: 'amber', leadAgency: false },
      wholeRegistry: false,
      places: [{ camp: 'KAK', area: 'KK1', block: null }],
    });
  });

  it('still answers for a deactivated staff member, so the web can say why access is closed', async () => {
    const member = await buildStaffMember(t, { status: 'deactivated', isAdmin: false, site: null });
    expect((await getMe(t, member.cookie)).json().user.staff).toEqual({
      status: 'deactivated',
      isAdmin: false,
      programmeDesign: false,
      site: null,
      scope: expect.objectContaining({ wholeRegistry: true }),
    });
  });

  it('never shows secrets: no password hash, no session token', async () => {
    const user = await buildUser(t);
    const response = await getMe(t, user.cookie);
    const body = response.body;
    expect(body).not.toMatch(/password|token|session/i);
    const tokenValue = decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0]!;
    expect(body).not.toContain(tokenValue);
  });
});
