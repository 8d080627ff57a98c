import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth-rate-limits';
import {
  buildUser,
  getMe,
  postJson,
  signIn,
  signUpBody,
  uniqueEmail,
  type BuiltUser,
} from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('POST /api/auth/sign-in/email', () => {
  let t: TestApp;
  let user: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await buildUser(t, { userType: 'employer' });
  });
  afterAll(() => t.close());

  const signInWith = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(t, '/api/auth/sign-in/email', body, headers);

  it('signs in with an httpOnly session cookie and no token in the body', async () => {
    const response = await signInWith({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'better-auth.session_token');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(response.json()).not.toHaveProperty('token');
    expect(response.json().user.id).toBe(user.userId);
  });

  it('accepts the e-mail in any case', async () => {
    const cookie = await signIn(t, user.email.toUpperCase(), user.password);
    expect((await getMe(t, cookie)).json().user.id).toBe(user.userId);
  });

  it('gives a wrong password and an unknown e-mail the same answer (no account enumeration)', async () => {
    const wrongPassword = await signInWith({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await signInWith({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(wrongPassword.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrongPassword.json().detail).toBe('Invalid email or password');
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('answers a wrong password in Swahili with accept-language sw', async () => {
    const response = await signInWith({ email: user.email, password: 'not-the-password' }, { 'accept-language': 'sw' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Barua pepe au nenosiri si sahihi');
  });

  it.each([
    ['no password', () => ({ email: user.email })],
    ['no e-mail', () => ({ password: user.password })],
    ['an empty password', () => ({ email: user.email, password: '' })],
    ['an empty body', () => ({})],
  ])('refuses %s with the spec message', async (_label, body) => {
    const response = await signInWith(body());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      detail: 'You must provide either an email or phone number and a password',
    });
  });

  it('says the credentials message in Swahili', async () => {
    const response = await signInWith({ email: user.email }, { 'accept-language': 'sw' });
    expect(response.json().detail).toBe('Lazima utoe barua pepe au nambari ya simu pamoja na nenosiri');
  });

  it('checks the e-mail and password rules before looking anything up', async () => {
    const badEmail = await signInWith({ email: 'nope', password: user.password });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toContainEqual({ path: 'email', message: 'Please enter a valid email address' });
    const shortPassword = await signInWith({ email: user.email, password: '123' });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().errors).toContainEqual({
      path: 'password',
      message: 'Password must be at least 6 characters',
    });
  });

  it('refuses unknown fields and wrong types with field errors', async () => {
    const unknown = await signInWith({ email: user.email, password: user.password, isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ path: '', message: 'Unrecognized field: isAdmin' });
    const wrongType = await signInWith({ email: user.email, password: 123456 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].path).toBe('password');
  });
});

describe('sign-in with the limits the app ships with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: DEFAULT_AUTH_RATE_LIMITS });
  });
  afterAll(() => t.close());

  // An address of this file's own: failure counters live in the database other files share.
  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });
  async function newAccount() {
    const body = signUpBody();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body, remoteAddress: address() }))
        .statusCode,
    ).toBe(200);
    return body;
  }

  it('lets a person sign in again and again on a shared phone', async () => {
    const user = await newAccount();
    const phone = address();
    for (let time = 0; time < 12; time += 1)
      expect((await signInFrom(phone, user.email, user.password)).statusCode).toBe(200);
  });

  it('keeps no one out of their account by guessing their password elsewhere', async () => {
    const user = await newAccount();
    const attacker = address();
    const answers = [];
    for (let guess = 0; guess < 12; guess += 1)
      answers.push((await signInFrom(attacker, user.email, 'not-the-password')).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual(Array(7).fill(429));
    expect((await signInFrom(address(), user.email, user.password)).statusCode).toBe(200);
  });
});
