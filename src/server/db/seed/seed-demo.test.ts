import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe, signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { beneficiaries, staffMembers, users } from '@server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './seed-demo';
import { DEMO_CAMP_TOTALS } from './seed-demo-registry';

describe('the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Totals over the whole database below: a database of its own, on PostgreSQL too.
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
  });
  afterAll(() => t.close());

  const demoUsers = () =>
    t.database.db
      .select({ email: users.email, userType: users.userType, createdAt: users.createdAt })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );

  it('creates the demo accounts once, however often it runs', async () => {
    const first = await demoUsers();
    await seedDemo(t.auth, t.database);
    const second = await demoUsers();
    expect(second).toHaveLength(DEMO_ACCOUNTS.length);
    expect(second).toEqual(first);
  });

  it('makes admin@demo.local an approved agency admin at Dadaab Operations, and the officer approved staff, both programme designers', async () => {
    const standing = await t.database.db
      .select({
        email: users.email,
        status: staffMembers.status,
        isAdmin: staffMembers.isAdmin,
        programmeDesign: staffMembers.programmeDesign,
        site: staffMembers.site,
      })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(inArray(users.email, ['admin@demo.local', 'officer@demo.local']));
    expect(standing).toEqual(
      expect.arrayContaining([
        {
          email: 'admin@demo.local',
          status: 'active',
          isAdmin: true,
          programmeDesign: true,
          site: 'Dadaab Operations',
        },
        {
          email: 'officer@demo.local',
          status: 'active',
          isAdmin: false,
          programmeDesign: true,
          site: 'Dadaab Operations',
        },
      ]),
    );
  });

  it('gives Amina a profile, payments and a message once, and her dashboard shows them', async () => {
    await seedDemo(t.auth, t.database);
    const cookie = await signIn(t, 'amina@demo.local', DEMO_PASSWORD);
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/dashboard', headers: { cookie } })
    ).json();
    // KES 10,000 of cash transfers, and the start-up grant's tranches paid to her: 2 × 15,000 and 2 × 20,000.
    expect(dashboard.stats).toMatchObject({ totalPayments: 80000, unreadMessages: 1 });
    // The dashboard's five most recent of her seven payments.
    expect(dashboard.payments).toHaveLength(5);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/profile', headers: { cookie } })
    ).json();
    expect(profile).toMatchObject({
      progresId: 'KEN-DAD-2019-004512',
      locationCamp: 'DAD',
      skills: ['Tailoring', 'Cooking'],
    });
    const phone = await t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/phone-verification',
      headers: { cookie },
    });
    expect(phone.json()).toMatchObject({ phoneNumber: '+254712345678', verified: true });
  });

  it("counts Amina and the applicants in the registry's camp totals", async () => {
    const perCamp = await t.database.db
      .select({ camp: beneficiaries.locationCamp, people: count() })
      .from(beneficiaries)
      .groupBy(beneficiaries.locationCamp);
    expect(Object.fromEntries(perCamp.map((row) => [row.camp, Number(row.people)]))).toEqual(DEMO_CAMP_TOTALS);
  });

  it('gives Amina and the job applicants a ProGres ID: they are registry people too', async () => {
    const people = await t.database.db
      .select({ email: beneficiaries.email, progresId: beneficiaries.progresId })
      .from(beneficiaries)
      .where(like(beneficiaries.email, '%@demo.local'));
    expect(people).toHaveLength(4);
    expect(people.every((person) => person.progresId !== null)).toBe(true);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.userType] as const))(
    '%s signs in with the demo password as a verified %s',
    async (email, userType) => {
      const cookie = await signIn(t, email, DEMO_PASSWORD);
      const { user } = (await getMe(t, cookie)).json();
      expect(user).toMatchObject({ email, userType, emailVerified: true });
    },
  );
});
