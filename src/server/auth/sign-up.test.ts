import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, getMe, signUp, uniqueEmail } from '../test-support/builders';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('POST /api/auth/sign-up/email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the account, signs in with an httpOnly SameSite=Lax cookie and never shows the token', async () => {
    const { body, response } = await signUp(t);
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'better-auth.session_token');
    expect(session?.value).toBeTruthy();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.secure).toBeUndefined();
    expect(response.json()).not.toHaveProperty('token');
    expect(response.body).not.toContain(session!.value.split('.')[0]);
    expect(response.json().user.email).toBe(body.email);
  });

  it('answers /api/v1/me with the new person and the phone in E.164', async () => {
    const user = await buildUser(t, { firstName: 'Amina', lastName: 'Hassan', phoneNumber: '0712 345 678' });
    const me = await getMe(t, user.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toEqual({
      id: user.userId,
      email: user.email,
      emailVerified: false,
      firstName: 'Amina',
      lastName: 'Hassan',
      phoneNumber: '+254712345678',
      userType: 'beneficiary',
      staff: null,
    });
  });

  it.each(['254712345678', '+254712345678', '0712-345-678'])('stores %s as +254712345678', async (phoneNumber) => {
    const user = await buildUser(t, { phoneNumber });
    expect((await getMe(t, user.cookie)).json().user.phoneNumber).toBe('+254712345678');
  });

  it('trims names', async () => {
    const user = await buildUser(t, { firstName: '  Amina ', lastName: ' Hassan  ' });
    const me = (await getMe(t, user.cookie)).json().user;
    expect([me.firstName, me.lastName]).toEqual(['Amina', 'Hassan']);
  });

  it('stores the e-mail in lower case', async () => {
    const email = uniqueEmail('MiXeD');
    const user = await buildUser(t, { email });
    expect((await getMe(t, user.cookie)).json().user.email).toBe(email.toLowerCase());
  });

  it('sends a verification mail with a link to the verification endpoint', async () => {
    const user = await buildUser(t);
    const mail = t.mailer.lastTo(user.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(t.mailer.linkTo(user.email)).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('writes the verification mail in Swahili for a Swahili reader', async () => {
    const { body, response } = await signUp(t, {}, { 'accept-language': 'sw' });
    expect(response.statusCode).toBe(200);
    expect(t.mailer.lastTo(body.email)?.subject).toBe('Thibitisha barua pepe yako');
  });

  describe('field errors carry the spec messages', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a one-letter first name', { firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
      ['a one-letter last name', { lastName: ' B ' }, 'lastName', 'Last name must be at least 2 characters'],
      ['a short phone', { phoneNumber: '07123' }, 'phoneNumber', 'Please enter a valid phone number'],
      ['a phone that does not parse', { phoneNumber: '0000000000' }, 'phoneNumber', 'Please enter a valid phone number'],
      ['no account type', { userType: '' }, 'userType', 'Please select your account type'],
      ['an unknown account type', { userType: 'admin' }, 'userType', 'Please select your account type'],
      ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ];
    it.each(cases)('refuses %s', async (_label, overrides, path, message) => {
      const { response } = await signUp(t, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json();
      expect(problem.status).toBe(400);
      expect(problem.detail).toBe(message);
      expect(problem.errors).toContainEqual({ path, message });
    });

    it('lists every wrong field at once', async () => {
      const { response } = await signUp(t, { firstName: 'A', email: 'nope', password: '1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'firstName', 'password']);
    });

    it('answers in Swahili with accept-language sw', async () => {
      const { response } = await signUp(t, { firstName: 'A' }, { 'accept-language': 'sw' });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Jina la kwanza lazima liwe na angalau herufi 2');
    });
  });

  describe('fields a client must not set', () => {
    it.each([
      ['emailVerified', true],
      ['isAdmin', true],
      ['status', 'active'],
      ['role', 'admin'],
    ])('refuses %s with 400 and creates no account', async (field, value) => {
      const { body, response } = await signUp(t, { userType: 'staff', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path: '', message: `Unrecognized field: ${field}` });
      const signInAttempt = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: body.email, password: body.password },
      });
      expect(signInAttempt.statusCode).toBe(401);
    });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const user = await buildUser(t);
    const { response } = await signUp(t, { email: user.email.toUpperCase() });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().detail).toBe('An account with this email already exists. Sign in or reset your password.');
    expect(response.cookies.find((cookie) => cookie.name === 'better-auth.session_token')).toBeUndefined();
  });
});
