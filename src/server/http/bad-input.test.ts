import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildStaffAdmin, signUpBody, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

type Method = 'POST' | 'PUT';
const JSON_ENDPOINTS: [Method, string][] = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/send-verification-email'],
  ['PUT', '/api/v1/staff/team/some-user/admin'],
];

describe('bad input answers 4xx problem+json, never 500', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const send = (
    method: Method,
    url: string,
    payload: string,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method, url, payload, headers: { 'content-type': contentType, cookie: admin.cookie, ...headers } });

  function expectProblem(response: Awaited<ReturnType<typeof send>>, status: number, detail?: string) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json();
    expect(problem).toMatchObject({ type: expect.any(String), title: expect.any(String), status });
    if (detail) expect(problem.detail).toBe(detail);
  }

  it.each(JSON_ENDPOINTS)('%s %s: malformed JSON is a 400', async (method, url) => {
    expectProblem(await send(method, url, '{"email": "a@b.c",'), 400, 'The request body is not valid JSON.');
  });

  it('says it in Swahili with accept-language sw', async () => {
    const response = await send('POST', '/api/auth/sign-in/email', '{', 'application/json', {
      'accept-language': 'sw',
    });
    expectProblem(response, 400, 'Maudhui ya ombi si JSON sahihi.');
  });

  it.each(JSON_ENDPOINTS)('%s %s: a form post is refused with 415', async (method, url) => {
    expectProblem(
      await send(method, url, 'email=a%40b.c', 'application/x-www-form-urlencoded'),
      415,
      'This request must be sent as JSON (Content-Type: application/json).',
    );
  });

  it('refuses other content types with 415', async () => {
    expectProblem(await send('POST', '/api/auth/sign-in/email', '<xml/>', 'application/xml'), 415);
    expectProblem(await send('PUT', '/api/v1/staff/team/x/admin', '--b--', 'multipart/form-data; boundary=b'), 415);
  });

  it.each(JSON_ENDPOINTS)('%s %s: bodies that are not objects are 400 with field errors', async (method, url) => {
    for (const payload of ['', 'null', '[]', '"text"', '42', 'true', '{"__proto__": {"isAdmin": true}}']) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url} with ${payload}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url} with ${payload}`).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('reports wrong types per field', async () => {
    const body = { ...signUpBody(), firstName: 42, userType: ['staff'], phoneNumber: { number: '0712345678' } };
    const response = await send('POST', '/api/auth/sign-up/email', JSON.stringify(body));
    expectProblem(response, 400);
    const errors: { path: string; message: string }[] = response.json().errors;
    expect(errors).toContainEqual({ path: 'firstName', message: 'Expected string, received number' });
    expect(errors).toContainEqual({ path: 'userType', message: 'Please select your account type' });
    expect(errors.map((error) => error.path)).toContain('phoneNumber');
  });

  it('reports a missing field as Required', async () => {
    const { firstName: _firstName, ...withoutFirstName } = signUpBody();
    const response = await send('POST', '/api/auth/sign-up/email', JSON.stringify(withoutFirstName));
    expect(response.json().errors).toContainEqual({ path: 'firstName', message: 'Required' });
  });

  it('refuses over-long values', async () => {
    const response = await send(
      'POST',
      '/api/auth/sign-in/email',
      JSON.stringify({ email: `${'a'.repeat(300)}@test.local`, password: 'x'.repeat(200) }),
    );
    expectProblem(response, 400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at most 128 characters' },
      ]),
    );
  });

  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['POST', '/api/v1/nothing-here'],
    ['DELETE', '/api/v1/me'],
    ['GET', '/api/v2/me'],
    ['GET', '/api/unknown'],
  ] as const)('%s %s is a 404 problem', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { 'accept-language': 'en' } });
    expectProblem(response, 404, 'We could not find what you were looking for.');
  });

  it('refuses an over-long path parameter', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/team/${'x'.repeat(150)}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  describe('with a 1000-byte body limit', () => {
    it('refuses a larger body with 413', async () => {
      const sibling = await buildSiblingApp(t, { BODY_LIMIT_BYTES: '1000' });
      try {
        const big = JSON.stringify({ ...signUpBody(), firstName: 'A'.repeat(2000) });
        const response = await sibling.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: big,
          headers: { 'content-type': 'application/json' },
        });
        expectProblem(response, 413, 'The request is too large.');
        const admin413 = await sibling.app.inject({
          method: 'PUT',
          url: '/api/v1/staff/team/x/admin',
          payload: JSON.stringify({ isAdmin: true, padding: 'x'.repeat(2000) }),
          headers: { 'content-type': 'application/json', cookie: admin.cookie },
        });
        expectProblem(admin413, 413);
        const small = await sibling.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: signUpBody(),
        });
        expect(small.statusCode).toBe(200);
      } finally {
        await sibling.app.close();
      }
    });
  });
});
