import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { beneficiaries, jobApplications, users } from '@server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './seed-demo';
import { seedDemoJobApplications } from './seed-demo-job-applications';

describe('the demo job applications', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The seed fills each camp up to the spec's figures: other files' people would change them.
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
    await seedDemoJobApplications(t.auth, t.database.db);
  });
  afterAll(() => t.close());

  it("gives the demo employer's first job three applications, once, and none to Amina", async () => {
    await seedDemoJobApplications(t.auth, t.database.db);
    const cookie = await signIn(t, 'employer@demo.local', DEMO_PASSWORD);
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/v1/employer/applications?pageSize=100', headers: { cookie } })
    ).json();
    // Other tests may apply to the demo jobs on a shared database: look at the seeded applicants only.
    const seeded = page.items.filter((item: { applicantEmail: string }) =>
      item.applicantEmail.endsWith('.applicant@demo.local'),
    );
    expect(seeded.map((item: { jobTitle: string; status: string }) => [item.jobTitle, item.status]).sort()).toEqual([
      ['Tailor', 'reviewed'],
      ['Tailor', 'shortlisted'],
      ['Tailor', 'submitted'],
    ]);

    const [amina] = await t.database.db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .innerJoin(users, eq(users.id, beneficiaries.userId))
      .where(eq(users.email, 'amina@demo.local'));
    expect(
      await t.database.db.select().from(jobApplications).where(eq(jobApplications.beneficiaryId, amina!.id)),
    ).toEqual([]);
    expect(DEMO_ACCOUNTS.map((account) => account.email)).not.toContain('halima.applicant@demo.local');
  });

  it('lets an applicant follow the steps so far, and shows the opted-in one in candidate search', async () => {
    const [row] = await t.database.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(inArray(jobApplications.applicantEmail, ['halima.applicant@demo.local']));
    expect(row?.status).toBe('shortlisted');
    const cookie = await signIn(t, 'employer@demo.local', DEMO_PASSWORD);
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/v1/employer/candidates?skills=Embroidery', headers: { cookie } })
    ).json();
    expect(found.items.map((c: { displayName: string }) => c.displayName)).toEqual(['Halima A.']);
  });
});
