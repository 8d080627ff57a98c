import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, cookieHeader, postJson } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const CHANGE = '/api/auth/change-password';

describe('change password (Settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) => postJson(t, '/api/auth/sign-in/email', { email, password });

  it('changes the password: the new one signs in, the old one no longer does, other sessions end', async () => {
    const user = await buildUser(t);
    const otherDevice = cookieHeader(await signIn(user.email, user.password));

    const changed = await postJson(
      t,
      CHANGE,
      { currentPassword: user.password, newPassword: 'new-secret-77', revokeOtherSessions: true },
      { cookie: user.cookie },
    );
    expect(changed.statusCode).toBe(200);
    // The session token stays in the httpOnly cookie; script never sees it.
    expect(changed.json()).not.toHaveProperty('token');

    expect((await signIn(user.email, 'new-secret-77')).statusCode).toBe(200);
    const old = await signIn(user.email, user.password);
    expect(old.statusCode).toBe(401);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
    expect((await me(otherDevice)).json().user).toBeNull();
    // This device got a fresh session and stays signed in.
    expect((await me(cookieHeader(changed))).json().user.email).toBe(user.email);
  });

  it('says plainly when the current password is wrong, in the reader language', async () => {
    const user = await buildUser(t);
    const wrong = await postJson(
      t,
      CHANGE,
      { currentPassword: 'not-my-password', newPassword: 'new-secret-77' },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Your current password is not correct.');
    const swahili = await postJson(
      t,
      CHANGE,
      { currentPassword: 'not-my-password', newPassword: 'new-secret-77' },
      { cookie: user.cookie, 'accept-language': 'sw' },
    );
    expect(swahili.json().detail).toBe('Nenosiri lako la sasa si sahihi.');
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('applies the sign-up rule to the new password and needs the current one', async () => {
    const user = await buildUser(t);
    const short = await postJson(
      t,
      CHANGE,
      { currentPassword: user.password, newPassword: '123' },
      { cookie: user.cookie },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'newPassword', message: 'Password must be at least 6 characters' }]);
    const missing = await postJson(t, CHANGE, { newPassword: 'new-secret-77' }, { cookie: user.cookie });
    expect(missing.json().errors).toEqual([{ path: 'currentPassword', message: 'Please enter your current password' }]);
    expect(
      (
        await postJson(
          t,
          CHANGE,
          { currentPassword: user.password, newPassword: 'new-secret-77', userType: 'staff' },
          { cookie: user.cookie },
        )
      ).statusCode,
    ).toBe(400);
  });

  it('needs a session: 401 without one', async () => {
    const response = await postJson(t, CHANGE, { currentPassword: 'whatever-1', newPassword: 'new-secret-77' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Please sign in to continue.');
  });
});
