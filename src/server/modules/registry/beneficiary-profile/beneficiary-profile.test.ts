import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries } from '@server/db/schema';
import { buildStaffAdmin, buildUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const completeProfile = {
  firstName: 'Amina',
  lastName: 'Hassan',
  phoneNumber: '0712 345 678',
  alternativePhone: '254722000111',
  email: 'Amina@Example.org',
  gender: 'female',
  dateOfBirth: '1992-04-18',
  nationality: 'SOM',
  locationCamp: 'DAD',
  locationBlock: 'IFO-B12',
  locationUrbanArea: '',
  educationLevel: 'secondary',
  employmentStatus: 'unemployed',
  householdSize: 6,
  monthlyIncome: 2500,
  bankAccountNumber: '',
  mobileMoneyNumber: '0712345678',
  emergencyContactName: 'Hodan Ali',
  emergencyContactPhone: '+254733000222',
  skills: ['Tailoring', ' Cooking '],
};

describe('my beneficiary profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getProfile = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/profile', headers: cookie ? { cookie } : {} });
  const putProfile = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie, ...headers },
      payload: payload as object,
    });

  it('is created on first use from what the person gave at sign-up, once', async () => {
    const user = await buildUser(t, { firstName: 'Faduma', lastName: 'Warsame', phoneNumber: '0722000111' });
    const [first, second] = await Promise.all([getProfile(user.cookie), getProfile(user.cookie)]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      firstName: 'Faduma',
      lastName: 'Warsame',
      phoneNumber: '+254722000111',
      email: user.email,
      progresId: null,
      householdSize: 1,
      monthlyIncome: 0,
      skills: [],
    });
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.database.db.select().from(beneficiaries).where(eq(beneficiaries.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('saves every section, with phones in E.164, the e-mail in lower case and skills trimmed', async () => {
    const user = await buildUser(t);
    const response = await putProfile(user.cookie, completeProfile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: '+254712345678',
      alternativePhone: '+254722000111',
      mobileMoneyNumber: '+254712345678',
      email: 'amina@example.org',
      locationUrbanArea: null,
      bankAccountNumber: null,
      skills: ['Tailoring', 'Cooking'],
      householdSize: 6,
    });
    expect((await getProfile(user.cookie)).json()).toEqual(response.json());
  });

  it('answers the spec messages for bad input, in the reader language', async () => {
    const user = await buildUser(t);
    const response = await putProfile(user.cookie, {
      ...completeProfile,
      firstName: 'A',
      householdSize: 0,
      monthlyIncome: -5,
      email: 'nope',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      householdSize: 'Household size must be at least 1',
      monthlyIncome: 'Income must be positive',
      email: 'Please enter a valid email',
    });
    const swahili = await putProfile(user.cookie, { ...completeProfile, firstName: 'A' }, { 'accept-language': 'sw' });
    expect(swahili.json().detail).toBe('Jina la kwanza lazima liwe na angalau herufi 2');
  });

  it('refuses a phone that does not parse', async () => {
    const user = await buildUser(t);
    const response = await putProfile(user.cookie, { ...completeProfile, emergencyContactPhone: '0000000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'emergencyContactPhone', message: 'Please enter a valid phone number' },
    ]);
  });

  it('never lets a beneficiary set what staff own (ProGres ID, status, vulnerability)', async () => {
    const user = await buildUser(t);
    for (const extra of [
      { progresId: 'KEN-DAD-2019-004512' },
      { status: 'inactive' },
      { vulnerabilityScore: 4.5 },
      { userId: 'someone' },
    ]) {
      const response = await putProfile(user.cookie, { ...completeProfile, ...extra });
      expect(response.statusCode).toBe(400);
    }
    expect((await getProfile(user.cookie)).json().progresId).toBeNull();
  });

  it('shows the ProGres ID read-only once staff link the person', async () => {
    const user = await buildUser(t);
    await getProfile(user.cookie);
    // Unique per run: ProGres IDs are unique and other test files share a PostgreSQL database.
    const progresId = `KEN-DAD-2019-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    await t.database.db.update(beneficiaries).set({ progresId }).where(eq(beneficiaries.userId, user.userId));
    expect((await getProfile(user.cookie)).json().progresId).toBe(progresId);
    const saved = await putProfile(user.cookie, completeProfile);
    expect(saved.json().progresId).toBe(progresId);
  });

  it('is for beneficiaries only: 401 without a session, 403 for staff and employers', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    const employer = await buildUser(t, { userType: 'employer' });
    const admin = await buildStaffAdmin(t);
    for (const cookie of [employer.cookie, admin.cookie]) {
      expect((await getProfile(cookie)).statusCode).toBe(403);
      expect((await putProfile(cookie, completeProfile)).statusCode).toBe(403);
    }
    const rows = await t.database.db.select().from(beneficiaries).where(eq(beneficiaries.userId, employer.userId));
    expect(rows).toHaveLength(0);
  });

  it('keeps two beneficiaries apart', async () => {
    const amina = await buildUser(t, { firstName: 'Amina' });
    const other = await buildUser(t, { firstName: 'Hodan' });
    const aminaProfile = (await putProfile(amina.cookie, completeProfile)).json();
    const otherProfile = (await getProfile(other.cookie)).json();
    expect(otherProfile.id).not.toBe(aminaProfile.id);
    expect(otherProfile).toMatchObject({ firstName: 'Hodan', skills: [], gender: null });
  });
});
