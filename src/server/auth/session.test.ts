import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, getMe, postJson, signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /api/v1/me without a cookie with 200 and user null', async () => {
    const response = await getMe(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, preferredLanguage: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers user null for a forged or unknown cookie', async () => {
    const response = await getMe(t, 'better-auth.session_token=forged.value');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, preferredLanguage: null });
  });

  it('recognises the person from the session cookie', async () => {
    const user = await buildUser(t);
    expect((await getMe(t, user.cookie)).json().user.id).toBe(user.userId);
  });

  it('signs out: the cookie is cleared and the old cookie no longer works', async () => {
    const user = await buildUser(t);
    const signOut = await postJson(t, '/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(signOut.statusCode).toBe(200);
    const cleared = signOut.cookies.find((cookie) => cookie.name === 'better-auth.session_token');
    expect(cleared?.value ?? '').toBe('');
    expect((await getMe(t, user.cookie)).json()).toEqual({ user: null, preferredLanguage: null });
  });

  it('signing out one device leaves the other signed in', async () => {
    const user = await buildUser(t);
    const otherDevice = await signIn(t, user.email, user.password);
    await postJson(t, '/api/auth/sign-out', {}, { cookie: user.cookie });
    expect((await getMe(t, otherDevice)).json().user.id).toBe(user.userId);
  });

  it('refuses a sign-out body with fields', async () => {
    const user = await buildUser(t);
    const response = await postJson(t, '/api/auth/sign-out', { everywhere: true }, { cookie: user.cookie });
    expect(response.statusCode).toBe(400);
    expect((await getMe(t, user.cookie)).json().user.id).toBe(user.userId);
  });
});
