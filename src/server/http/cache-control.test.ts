import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, buildUser, TEST_PASSWORD, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/** Answers about people must stay out of shared phones' and proxies' caches. */
describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let beneficiary: BuiltUser;
  let employer: BuiltUser;
  let staff: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    beneficiary = await buildUser(t);
    employer = await buildUser(t, { userType: 'employer' });
    staff = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const who = () => ({ beneficiary, employer, staff }) as const;

  it.each([
    ['the beneficiary profile', 'beneficiary', '/api/v1/beneficiary/profile'],
    ['the beneficiary dashboard', 'beneficiary', '/api/v1/beneficiary/dashboard'],
    ['the beneficiary payments', 'beneficiary', '/api/v1/beneficiary/payments'],
    ['the employer company', 'employer', '/api/v1/employer/company'],
    ['the employer candidates', 'employer', '/api/v1/employer/candidates'],
    ['the registry', 'staff', '/api/v1/staff/beneficiaries'],
    ['the staff team', 'staff', '/api/v1/staff/team'],
    ['the audit log', 'staff', '/api/v1/staff/audit-log'],
  ] as const)('%s is private, no-store', async (_label, role, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: who()[role].cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('so is the answer to a sign-in, which carries the person', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: beneficiary.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a refusal', '/api/v1/staff/beneficiaries', 403],
    ['an unknown API path', '/api/v1/nothing-here', 404],
  ])('so is %s', async (_label, url, status) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: beneficiary.cookie } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps what a route sets itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: beneficiary.cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves answers outside the API alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/apidocs-is-not-the-api' });
    expect(response.headers['cache-control'] ?? '').not.toContain('private');
  });
});
