import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, users as usersTable } from '@server/db/schema';
import { buildUser, getMe, signUp, uniqueEmail } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

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
      [
        'a phone that does not parse',
        { phoneNumber: '0000000000' },
        'phoneNumber',
        'Please enter a valid phone number',
      ],
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
      expect(
        response
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['email', 'firstName', 'password']);
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

  describe('an address that already has an account', () => {
    const sessionCookie = (response: Awaited<ReturnType<typeof signUp>>['response']) =>
      response.cookies.find((cookie) => cookie.name === 'better-auth.session_token');
    /** The shape of an answer: its keys and the type of each value, all the way down. */
    const shapeOf = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]))
        : typeof value;

    it('is answered exactly like a new address, whatever its case, without signing anyone in', async () => {
      const owner = await buildUser(t, { firstName: 'Halima', lastName: 'Abdi' });
      const fresh = await signUp(t, { firstName: 'Baraka', lastName: 'Otieno' });
      const taken = await signUp(t, { email: owner.email.toUpperCase(), firstName: 'Baraka', lastName: 'Otieno' });

      expect(taken.response.statusCode).toBe(fresh.response.statusCode);
      expect(taken.response.headers['content-type']).toBe(fresh.response.headers['content-type']);
      expect(shapeOf(taken.response.json())).toEqual(shapeOf(fresh.response.json()));
      const {
        id: freshId,
        email: freshEmail,
        createdAt: _c1,
        updatedAt: _u1,
        ...freshFields
      } = fresh.response.json().user;
      const {
        id: takenId,
        email: takenEmail,
        createdAt: _c2,
        updatedAt: _u2,
        ...takenFields
      } = taken.response.json().user;
      expect(takenFields).toEqual(freshFields);
      expect([freshEmail, takenEmail]).toEqual([fresh.body.email.toLowerCase(), owner.email]);
      expect(takenId).toMatch(new RegExp(`^[A-Za-z0-9]{${freshId.length}}$`));
      expect(takenId).not.toBe(owner.userId);
      expect(taken.response.body).not.toContain('Halima');
      expect(sessionCookie(taken.response)).toBeUndefined();
    });

    it('tells the owner by mail, with the way to sign in or choose a new password', async () => {
      const owner = await buildUser(t);
      await signUp(t, { email: owner.email });
      const mail = t.mailer.lastTo(owner.email);
      expect(mail?.subject).toBe('Someone tried to create an account with your email address');
      expect(mail?.text).toContain('Hello Amina Hassan,');
      expect(mail?.text).toContain(`${t.config.baseUrl}/auth/signin`);
      expect(mail?.text).toContain(`${t.config.baseUrl}/auth/forgot-password`);
      expect(mail?.text).not.toMatch(/verify-email|token=/);
    });

    it('writes that mail in Swahili for a Swahili reader', async () => {
      const owner = await buildUser(t);
      await signUp(t, { email: owner.email }, { 'accept-language': 'sw' });
      expect(t.mailer.lastTo(owner.email)?.subject).toBe('Mtu amejaribu kufungua akaunti kwa barua pepe yako');
    });

    it('creates no account and changes nothing of the existing one, a staff sign-up included', async () => {
      const owner = await buildUser(t);
      const { body } = await signUp(t, { email: owner.email, userType: 'staff', password: 'another-password-1' });
      const users = await t.database.db.select().from(usersTable).where(eq(usersTable.email, owner.email));
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ id: owner.userId, userType: 'beneficiary', firstName: 'Amina' });
      expect(await t.database.db.select().from(staffMembers).where(eq(staffMembers.userId, owner.userId))).toHaveLength(
        0,
      );
      const withNewPassword = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: owner.email, password: body.password },
      });
      expect(withNewPassword.statusCode).toBe(401);
      const withOwnPassword = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: owner.email, password: owner.password },
      });
      expect(withOwnPassword.statusCode).toBe(200);
    });

    it('still refuses invalid fields first, like any sign-up', async () => {
      const owner = await buildUser(t);
      const { response } = await signUp(t, { email: owner.email, firstName: 'A' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        path: 'firstName',
        message: 'First name must be at least 2 characters',
      });
    });
  });
});
