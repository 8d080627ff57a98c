import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openScope } from '@server/auth/portal-guard';
import { beneficiaries, users } from '@server/db/schema';
import { buildUser, cookieHeader, postJson, signUp, uniqueEmail } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { describeStatement, valueFreeLog } from './loggable-error';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/me', '/api/v1/me'],
    ['/api/auth/verify-email?token=abc.def&callbackURL=%2F', '/api/auth/verify-email'],
    ['/api/auth/reset-password/Tok3n?callbackURL=%2Fauth', '/api/auth/reset-password/[token]'],
    ['/api/auth/reset-password/Tok3n', '/api/auth/reset-password/[token]'],
    ['/auth/reset-password?token=abc', '/auth/reset-password'],
    ['/api/v1/staff/beneficiaries?search=Amina', '/api/v1/staff/beneficiaries'],
    ['/?', '/'],
    // The gateways' callbacks carry their secret in the path.
    ['/api/v1/payments/mpesa/s3cret/result', '/api/v1/payments/mpesa/[token]/result'],
    ['/api/v1/sms/s3cret/delivery', '/api/v1/sms/[token]/delivery'],
    ['/api/v1/ussd/s3cret/session', '/api/v1/ussd/[token]/session'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps a POST to the reset endpoint readable (it carries no token in the path)', () => {
    expect(redactUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});

describe('nothing personal or secret in the logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const followLink = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  };

  it('after sign-up, sign-in, verification, password reset and sign-out', async () => {
    const email = uniqueEmail('Zawadi.Kiprotich');
    const password = 'Sup3r-Secret-Pass';
    const newPassword = 'An0ther-Secret-Pass';
    const secrets: string[] = [email, email.toLowerCase(), password, newPassword, 'Zawadi', 'Kiprotich', '798765432'];
    const keepCookies = (response: Awaited<ReturnType<typeof followLink>>) => {
      for (const cookie of response.cookies)
        if (cookie.value) secrets.push(cookie.value, decodeURIComponent(cookie.value).split('.')[0]!);
      return cookieHeader(response);
    };

    const created = await signUp(t, {
      email,
      password,
      firstName: 'Zawadi',
      lastName: 'Kiprotich',
      phoneNumber: '0798 765 432',
    });
    expect(created.response.statusCode).toBe(200);
    const cookie = keepCookies(created.response);
    await signUp(t, { email, password, phoneNumber: '0798' });
    await postJson(t, '/api/auth/sign-in/email', { email, password: 'wrong-password' });
    keepCookies(await postJson(t, '/api/auth/sign-in/email', { email, password }));
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

    const verifyLink = t.mailer.linkTo(email.toLowerCase());
    secrets.push(new URL(verifyLink).searchParams.get('token')!);
    keepCookies(await followLink(verifyLink));

    await postJson(t, '/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const resetLink = t.mailer.linkTo(email.toLowerCase());
    const landing = await followLink(resetLink);
    const token = new URL(String(landing.headers.location), t.config.baseUrl).searchParams.get('token')!;
    secrets.push(token);
    expect((await postJson(t, '/api/auth/reset-password', { token, newPassword })).statusCode).toBe(200);
    const fresh = keepCookies(await postJson(t, '/api/auth/sign-in/email', { email, password: newPassword }));
    await postJson(t, '/api/auth/sign-out', {}, { cookie: fresh });

    const log = t.logs.join('\n');
    expect(log).toContain('/api/auth/reset-password/[token]');
    for (const secret of secrets.filter((value) => value.length >= 6)) {
      expect(log, `the log contains "${secret}"`).not.toContain(secret);
    }
    expect(log).not.toMatch(/"cookie"|set-cookie|authorization/i);
  });
});

describe('describeStatement', () => {
  it.each([
    ['insert into "feedback_cases" ("id", "description") values ($1, $2)', 'insert feedback_cases'],
    ['select "id" from "beneficiaries" where "beneficiaries"."id" = $1', 'select beneficiaries'],
    ['update "users" set "name" = $1 where "users"."id" = $2', 'update users'],
    ['delete from "auth_sessions" where "token" = $1', 'delete auth_sessions'],
    ['select 1', 'select'],
  ])('%s -> %s', (query, expected) => {
    expect(describeStatement(query)).toBe(expected);
  });
});

describe('a failed statement is logged by its kind and code, never its values', () => {
  const complaint = 'Complaint: the distribution officer Baraka asked me for money';
  let t: TestApp;
  let app: FastifyInstance;
  const logs: string[] = [];
  let takenEmail: string;
  beforeAll(async () => {
    t = await createTestApp();
    takenEmail = (await buildUser(t)).email;
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    ({ app } = await buildApp({ config: t.config, database: t.database, mailer: t.mailer, logDestination }));
    const db = t.database.db;
    // Two statements PostgreSQL refuses, each quoting its values in its own error text as well as in the driver's.
    const failingRoutes: FastifyPluginAsyncZod = async (scope) => {
      scope.get('/api/v1/failing/lookup', async () =>
        db.select({ id: beneficiaries.id }).from(beneficiaries).where(eq(beneficiaries.id, complaint)),
      );
      scope.get('/api/v1/failing/insert', async () => {
        await db.insert(users).values({
          id: 'x',
          name: complaint,
          email: takenEmail,
          firstName: complaint,
          lastName: 'Otieno',
          phoneNumber: '+254700000000',
          userType: 'beneficiary',
        });
        return {};
      });
    };
    // The app refuses to start with an /api route outside every audience.
    await app.register(openScope('public', [failingRoutes]));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it.each([
    ['a lookup by a value that is not a uuid', '/api/v1/failing/lookup', '22P02', 'select beneficiaries'],
    ['an insert of an e-mail that is taken', '/api/v1/failing/insert', '23505', 'insert users'],
  ])('%s', async (_label, url, code, statement) => {
    const before = logs.length;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    const errorLines = logs.slice(before).filter((line) => line.includes('unhandled error'));
    expect(errorLines).toHaveLength(1);
    const line = errorLines[0]!;
    expect(JSON.parse(line).err).toMatchObject({ type: 'DrizzleQueryError', code, statement });
    for (const secret of [complaint, 'Baraka', takenEmail, 'Otieno', '254700000000', 'params']) {
      expect(line, `the log line holds "${secret}"`).not.toContain(secret);
    }
  });

  it("keeps the values out of better-auth's own error lines too", async () => {
    const failure = await t.database.db
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.id, complaint))
      .catch((error: unknown) => error);
    const lines: string[] = [];
    valueFreeLog((line) => lines.push(line))('error', 'Failed to create user', failure, {
      email: takenEmail,
      name: complaint,
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'Failed to create user',
      errors: [{ code: '22P02', statement: 'select beneficiaries' }],
    });
    for (const secret of [complaint, takenEmail]) expect(lines[0]).not.toContain(secret);
  });
});
