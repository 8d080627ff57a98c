import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { companies, jobPostings, users } from '@server/db/schema';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './seed-demo';
import { DEMO_COMPANY_NAME } from './seed-demo-jobs';

describe('the demo jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The seed fills each camp up to the spec's figures: other files' people would change them.
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
  });
  afterAll(() => t.close());

  const demoPostings = () =>
    t.database.db
      .select({
        id: jobPostings.id,
        title: jobPostings.title,
        deadline: jobPostings.applicationDeadline,
        owner: users.email,
      })
      .from(jobPostings)
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(eq(companies.companyName, DEMO_COMPANY_NAME));

  it('gives employer@demo.local one verified company with two open jobs, once however often it runs', async () => {
    const first = await demoPostings();
    await seedDemo(t.auth, t.database);
    const second = await demoPostings();
    expect(second).toEqual(first);
    expect(second.map((job) => job.title).sort()).toEqual(['Tailor', 'Workshop Assistant']);
    expect(second.every((job) => job.owner === 'employer@demo.local')).toBe(true);
    expect(second[0]!.deadline > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it("shows both jobs in Amina's Job Search, with no application of hers", async () => {
    const cookie = await signIn(t, 'amina@demo.local', DEMO_PASSWORD);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const ids = new Map((await demoPostings()).map((job) => [job.title, job.id]));
    const tailor = (await get(`/api/v1/beneficiary/jobs/${ids.get('Tailor')}`)).json();
    expect(tailor).toMatchObject({
      companyName: DEMO_COMPANY_NAME,
      applicationId: null,
      match: { matchedSkills: ['Tailoring'], sameArea: true },
    });
    // Other tests share the database: filter down to what only the demo's Workshop Assistant asks for.
    const list = (await get('/api/v1/beneficiary/jobs?skills=Ironing&employmentType=part_time&pageSize=100')).json();
    expect(list.items.map((job: { id: string }) => job.id)).toContain(ids.get('Workshop Assistant'));
    expect((await get('/api/v1/beneficiary/job-applications')).json().total).toBe(0);
  });
});
