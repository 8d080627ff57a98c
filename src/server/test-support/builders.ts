import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { UserType } from '@domain/user-types';
import { buildApp } from '@server/app';
import { DEFAULT_AUTH_RATE_LIMITS } from '@server/auth/auth-rate-limits';
import { ensureAccount } from '@server/auth/create-account';
import { loadConfig } from '@server/config';
import { ensureStaffMember, type StaffStandingInput } from '@server/modules/team/members/ensure-staff-member';
import { sendFromOrigin, type TestApp } from './test-app';

/*
 * Test data built the way people create it: accounts sign up through the real
 * HTTP endpoint (or, for approved staff, the seed's own path), so tests prove
 * the same code a user runs. Every builder makes a unique e-mail, so tests
 * never depend on each other, even on one shared PostgreSQL.
 */

export const TEST_PASSWORD = 'correct-horse-42';

export interface BuiltUser {
  email: string;
  password: string;
  /** The Cookie header a browser would send after signing in. */
  cookie: string;
  userId: string;
}

export interface SignUpBody {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  userType: UserType;
  password: string;
  [extra: string]: unknown;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@test.local`;
}

/** The body the sign-up page sends (auth-client.ts), with overrides. */
export function signUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  const body = {
    firstName: 'Amina',
    lastName: 'Hassan',
    email: uniqueEmail(),
    phoneNumber: '0712 345 678',
    userType: 'beneficiary' as UserType,
    password: TEST_PASSWORD,
    ...overrides,
  };
  return { name: `${body.firstName} ${body.lastName}`, callbackURL: '/?verified=1', ...body };
}

/** Turns Set-Cookie headers into the Cookie header the browser would send next (cleared cookies dropped). */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.maxAge !== 0)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export function postJson(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export function getMe(t: TestApp, cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/me', headers: cookie ? { cookie } : {} });
}

export async function signUp(t: TestApp, overrides: Partial<SignUpBody> = {}, headers: Record<string, string> = {}) {
  const body = signUpBody(overrides);
  const response = await postJson(t, '/api/auth/sign-up/email', body, headers);
  return { body, response };
}

/** Signs up through POST /api/auth/sign-up/email and returns the signed-in account. */
export async function buildUser(t: TestApp, overrides: Partial<SignUpBody> = {}): Promise<BuiltUser> {
  const { body, response } = await signUp(t, overrides);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const userId = (response.json() as { user: { id: string } }).user.id;
  return { email: body.email.toLowerCase(), password: body.password, cookie: cookieHeader(response), userId };
}

/** Signs in and returns the Cookie header; throws when the sign-in is refused. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await postJson(t, '/api/auth/sign-in/email', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

export type StaffStanding = StaffStandingInput;

/** A staff account with a given standing, created like the seed and create-admin do, then signed in. */
export async function buildStaffMember(t: TestApp, standing: StaffStanding): Promise<BuiltUser> {
  const email = uniqueEmail(standing.isAdmin ? 'admin' : 'staff');
  const { userId } = await ensureAccount(t.auth, t.database.db, {
    email,
    password: TEST_PASSWORD,
    firstName: 'Grace',
    lastName: 'Wanjiru',
    phoneNumber: '+254711000001',
    userType: 'staff',
    emailVerified: true,
  });
  await ensureStaffMember(t.database.db, userId, standing);
  return { email, password: TEST_PASSWORD, cookie: await signIn(t, email, TEST_PASSWORD), userId };
}

export function buildStaffAdmin(t: TestApp, site = 'Dadaab Operations'): Promise<BuiltUser> {
  return buildStaffMember(t, { status: 'active', isAdmin: true, site });
}

/**
 * A second app on the same test database with other settings (production
 * mode, a small body limit, HTTPS...): much cheaper than a new database.
 * `outbox: true` keeps mail in the outbox table as a default install does.
 */
const generous = { perIp: { max: 10_000, windowSeconds: 60 }, perAccount: { max: 10_000, windowSeconds: 60 } };

export async function buildSiblingApp(t: TestApp, env: Record<string, string>, options: { outbox?: boolean } = {}) {
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: t.config.webDistDir,
    ...env,
  });
  const { app } = await buildApp({
    config,
    database: t.database,
    mailer: options.outbox ? undefined : t.mailer,
    // The same generous limits as createTestApp: other files' traffic shares these counters.
    authRateLimits: Object.fromEntries(Object.keys(DEFAULT_AUTH_RATE_LIMITS).map((endpoint) => [endpoint, generous])),
    logDestination,
  });
  sendFromOrigin(app, config.baseUrl);
  await app.ready();
  return { app, config, logs };
}
