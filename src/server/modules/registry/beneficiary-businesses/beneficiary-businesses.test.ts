import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BUSINESSES_PER_PERSON, type BusinessInput } from '@domain/business';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const BUSINESSES = '/api/v1/beneficiary/businesses';
const tailoring: BusinessInput = {
  name: 'Amina Tailoring',
  sector: 'tailoring',
  location: 'Kakuma 1, Block 4',
  startDate: '2024-03-01',
  status: 'operating',
  employees: 2,
  monthlyRevenue: 15000,
};

describe('my businesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    user: Pick<BuiltUser, 'cookie'> | null,
    method: 'GET' | 'POST' | 'PUT',
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
  const activeBusinesses = async (user: BuiltUser) =>
    (await call(user, 'GET', '/api/v1/beneficiary/dashboard')).json().stats.activeBusinesses as number;

  it('registers a business and lists mine newest first', async () => {
    const user = await buildUser(t);
    const created = await call(user, 'POST', BUSINESSES, { ...tailoring, name: '  Amina Tailoring ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...tailoring,
      id: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await call(user, 'POST', BUSINESSES, {
      ...tailoring,
      name: 'Hassan Goats',
      sector: 'livestock',
      monthlyRevenue: undefined,
    });

    const list = (await call(user, 'GET', BUSINESSES)).json();
    expect(list).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(list.items.map((b: { name: string }) => b.name)).toEqual(['Hassan Goats', 'Amina Tailoring']);
    expect(list.items[0].monthlyRevenue).toBeNull();
  });

  it('updates a business over time; the dashboard counts only the active ones', async () => {
    const user = await buildUser(t);
    const { id, updatedAt } = (await call(user, 'POST', BUSINESSES, tailoring)).json();
    expect(await activeBusinesses(user)).toBe(1);

    const grown = await call(user, 'PUT', `${BUSINESSES}/${id}`, {
      ...tailoring,
      status: 'growing',
      employees: 5,
      monthlyRevenue: 40000,
    });
    expect(grown.statusCode).toBe(200);
    expect(grown.json()).toMatchObject({ id, status: 'growing', employees: 5, monthlyRevenue: 40000 });
    expect(Date.parse(grown.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(updatedAt));
    expect(await activeBusinesses(user)).toBe(1);

    await call(user, 'PUT', `${BUSINESSES}/${id}`, { ...tailoring, status: 'closed' });
    expect(await activeBusinesses(user)).toBe(0);
    expect((await call(user, 'GET', BUSINESSES)).json().items[0]).toMatchObject({
      status: 'closed',
      monthlyRevenue: 15000,
    });
  });

  it('answers with the form messages, in the reader language', async () => {
    const user = await buildUser(t);
    const bad = { ...tailoring, name: 'A', sector: 'mining', startDate: '2999-01-01', employees: -1 };
    const response = await call(user, 'POST', BUSINESSES, bad);
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toEqual({
      name: 'Business name must be at least 2 characters',
      sector: 'Please select a sector',
      startDate: 'The start date cannot be in the future',
      employees: 'Employees must be a whole number, 0 or more',
    });
    const swahili = await call(user, 'POST', BUSINESSES, { ...tailoring, monthlyRevenue: -10 }, 'sw');
    expect(swahili.json().errors).toEqual([
      { path: 'monthlyRevenue', message: 'Mapato ya mwezi lazima yawe shilingi kamili, 0 au zaidi' },
    ]);
    expect((await call(user, 'POST', BUSINESSES, { ...tailoring, beneficiaryId: user.userId })).statusCode).toBe(400);
    expect((await call(user, 'GET', BUSINESSES)).json().total).toBe(0);
  });

  it(`stops at ${MAX_BUSINESSES_PER_PERSON} businesses a person`, async () => {
    const user = await buildUser(t);
    for (let i = 0; i < MAX_BUSINESSES_PER_PERSON; i += 1) {
      expect((await call(user, 'POST', BUSINESSES, { ...tailoring, name: `Shop ${i}` })).statusCode).toBe(201);
    }
    const refused = await call(user, 'POST', BUSINESSES, tailoring);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('You can register at most 10 businesses. Update an existing one instead.');
  });

  it("never shows or changes another person's business", async () => {
    const owner = await buildUser(t);
    const { id } = (await call(owner, 'POST', BUSINESSES, tailoring)).json();
    const other = await buildUser(t);
    expect((await call(other, 'GET', BUSINESSES)).json()).toMatchObject({ items: [], total: 0 });
    const taken = await call(other, 'PUT', `${BUSINESSES}/${id}`, { ...tailoring, status: 'closed' });
    expect(taken.statusCode).toBe(404);
    expect(taken.json().detail).toBe('We could not find this business.');
    expect((await call(other, 'PUT', `${BUSINESSES}/not-a-uuid`, tailoring)).statusCode).toBe(404);
    expect((await call(owner, 'GET', BUSINESSES)).json().items[0].status).toBe('operating');
  });

  it('is for beneficiaries only: 401 without a session, 403 for staff and employers', async () => {
    expect((await call(null, 'GET', BUSINESSES)).statusCode).toBe(401);
    expect((await call(null, 'POST', BUSINESSES, tailoring)).statusCode).toBe(401);
    const staff = await buildStaffAdmin(t);
    const employer = await buildUser(t, { userType: 'employer' });
    for (const user of [staff, employer]) {
      expect((await call(user, 'GET', BUSINESSES)).statusCode).toBe(403);
      expect((await call(user, 'POST', BUSINESSES, tailoring)).statusCode).toBe(403);
      expect(
        (await call(user, 'PUT', `${BUSINESSES}/00000000-0000-4000-8000-000000000000`, tailoring)).statusCode,
      ).toBe(403);
    }
  });
});
