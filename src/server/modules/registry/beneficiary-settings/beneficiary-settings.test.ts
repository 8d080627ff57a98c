import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@domain/beneficiary-settings';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const PREFERENCES = '/api/v1/beneficiary/settings/preferences';
const DELETION = '/api/v1/beneficiary/settings/deletion-request';
const MY_DATA = '/api/v1/beneficiary/settings/my-data';

describe('beneficiary settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    user: Pick<BuiltUser, 'cookie'> | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
    });

  it('starts from the defaults, hidden from employers, and keeps what I choose', async () => {
    const user = await buildUser(t);
    const initial = await call(user, 'GET', PREFERENCES);
    expect(initial.json()).toEqual(DEFAULT_PREFERENCES);
    expect(initial.json().discoverableByEmployers).toBe(false);

    const chosen = {
      ...DEFAULT_PREFERENCES,
      language: 'sw',
      notifyBySms: true,
      notifyJobOpportunities: false,
      discoverableByEmployers: true,
    };
    const saved = await call(user, 'PUT', PREFERENCES, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await call(user, 'GET', PREFERENCES)).json()).toEqual(chosen);
    expect(
      (await call(user, 'PUT', PREFERENCES, { ...chosen, discoverableByEmployers: false })).json()
        .discoverableByEmployers,
    ).toBe(false);
  });

  it('refuses incomplete or unknown preferences with a translated message', async () => {
    const user = await buildUser(t);
    const bad = await call(user, 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, language: 'fr' }, 'sw');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'language', message: 'Tafadhali chagua lugha' }]);
    const { notifyByEmail: _missing, ...partial } = DEFAULT_PREFERENCES;
    expect((await call(user, 'PUT', PREFERENCES, partial)).statusCode).toBe(400);
    expect(
      (await call(user, 'PUT', PREFERENCES, { ...DEFAULT_PREFERENCES, beneficiaryId: user.userId })).statusCode,
    ).toBe(400);
    expect((await call(user, 'GET', PREFERENCES)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('files one deletion request, shows it, and lets me cancel it while pending', async () => {
    const user = await buildUser(t);
    expect((await call(user, 'GET', DELETION)).json()).toEqual({ request: null });

    const filed = await call(user, 'POST', DELETION, { reason: '  Moving to another country ' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({
      status: 'pending',
      reason: 'Moving to another country',
      id: expect.any(String),
    });
    expect((await call(user, 'GET', DELETION)).json()).toEqual({ request: filed.json() });

    const again = await call(user, 'POST', DELETION, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'You have already asked for your account to be deleted. You can cancel that request.',
    );

    expect((await call(user, 'DELETE', DELETION)).statusCode).toBe(204);
    expect((await call(user, 'GET', DELETION)).json()).toEqual({ request: null });
    const nothing = await call(user, 'DELETE', DELETION);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().detail).toBe('There is no pending deletion request to cancel.');

    // Without a reason, and again after cancelling.
    const second = await call(user, 'POST', DELETION, {});
    expect(second.json()).toMatchObject({ status: 'pending', reason: null });
  });

  it('refuses an overlong reason', async () => {
    const user = await buildUser(t);
    const response = await call(user, 'POST', DELETION, { reason: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'reason', message: 'This text is too long' }]);
  });

  it("never shows or cancels another person's deletion request", async () => {
    const owner = await buildUser(t);
    await call(owner, 'POST', DELETION, {});
    const other = await buildUser(t);
    expect((await call(other, 'GET', DELETION)).json()).toEqual({ request: null });
    expect((await call(other, 'DELETE', DELETION)).statusCode).toBe(404);
    expect((await call(owner, 'GET', DELETION)).json().request.status).toBe('pending');
  });

  it('is for beneficiaries only: 401 without a session, 403 for staff and employers', async () => {
    const requests: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown][] = [
      ['GET', PREFERENCES],
      ['PUT', PREFERENCES, DEFAULT_PREFERENCES],
      ['GET', MY_DATA],
      ['GET', DELETION],
      ['POST', DELETION, {}],
      ['DELETE', DELETION],
    ];
    const staff = await buildStaffAdmin(t);
    const employer = await buildUser(t, { userType: 'employer' });
    for (const [method, url, payload] of requests) {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      expect((await call(staff, method, url, payload)).statusCode).toBe(403);
      expect((await call(employer, method, url, payload)).statusCode).toBe(403);
    }
  });
});
