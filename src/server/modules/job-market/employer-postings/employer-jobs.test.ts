import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewJobPostingInput } from '@domain/job-posting';
import { nairobiToday } from '@domain/kenya-day';
import { jobApplications, jobPostings } from '@server/db/schema';
import { JobWorker } from '@server/platform/jobs/job-worker';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildCompany, buildEmployer, buildJobPosting } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { closeExpiredPostings, POSTING_EXPIRY_JOB, postingExpiryHandler } from './expiry-sweep';

const JOBS = '/api/v1/employer/jobs';
const DAY = 86_400_000;
const inDays = (days: number) => nairobiToday(new Date(Date.now() + days * DAY));

const job: NewJobPostingInput = {
  title: 'Solar technician',
  description: 'Install and repair household solar kits in Kakuma and Kalobeyei; training is given on the job.',
  location: 'Kakuma',
  employmentType: 'full_time',
  salaryMin: 18_000,
  salaryMax: 25_000,
  applicationDeadline: inDays(20),
  requiredSkills: ['Electrical work', 'electrical work ', 'Customer care'],
};

describe('job postings and the employer dashboard', () => {
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
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'accept-language': 'en', ...(user ? { cookie: user.cookie } : {}) },
    });
  const employerWithCompany = async (verificationStatus: 'pending' | 'verified' = 'verified') => {
    const employer = await buildEmployer(t);
    const company = await buildCompany(t, employer.userId, { verificationStatus });
    return { employer, company };
  };
  const apply = async (jobId: string, applicantName: string, status: 'submitted' | 'hired' = 'submitted') => {
    const user = await buildUser(t);
    const person = await buildBeneficiary(t, { userId: user.userId, firstName: 'Halima', lastName: 'Abdi' });
    await t.database.db
      .insert(jobApplications)
      .values({ jobId, beneficiaryId: person.id, coverLetter: 'I would like to join.', applicantName, status });
  };

  it('refuses to post until the company profile exists', async () => {
    const employer = await buildEmployer(t);
    const refused = await call(employer, 'POST', JOBS, job);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Complete your company profile before posting a job.');
    expect((await call(employer, 'GET', '/api/v1/employer/dashboard')).json()).toMatchObject({
      company: null,
      recentJobs: [],
    });
  });

  it('posts a job with the spec defaults, lists it and edits it', async () => {
    const { employer } = await employerWithCompany('pending');
    const created = await call(employer, 'POST', JOBS, job);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...job,
      currency: 'KES',
      positionsAvailable: 1,
      experienceYears: 0,
      requiredSkills: ['Electrical work', 'Customer care'],
      status: 'open',
      postedAt: expect.any(String),
      applicationsCount: 0,
      filledCount: 0,
    });
    const draft = (await call(employer, 'POST', JOBS, { ...job, title: 'Store keeper', status: 'draft' })).json();
    expect(draft).toMatchObject({ status: 'draft', postedAt: null });

    const list = (await call(employer, 'GET', JOBS)).json();
    expect(list).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    expect(list.items.map((j: { title: string }) => j.title)).toEqual(['Store keeper', 'Solar technician']);

    const { status: _status, ...fields } = job;
    const edited = await call(employer, 'PUT', `${JOBS}/${created.json().id}`, {
      ...fields,
      positionsAvailable: 4,
      currency: 'USD',
    });
    expect(edited.json()).toMatchObject({ positionsAvailable: 4, currency: 'USD', status: 'open' });
  });

  it('answers with the spec messages and checks the salary range', async () => {
    const { employer } = await employerWithCompany();
    const bad = {
      title: 'IT',
      description: 'short',
      location: 'K',
      employmentType: 'gig',
      salaryMin: -1,
      salaryMax: -5,
      experienceYears: -1,
      positionsAvailable: 0,
    };
    const response = await call(employer, 'POST', JOBS, bad);
    expect(response.statusCode).toBe(400);
    expect(
      Object.fromEntries(response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message])),
    ).toEqual({
      title: 'Job title must be at least 3 characters',
      description: 'Job description must be at least 50 characters',
      location: 'Location is required',
      employmentType: 'Please select an employment type',
      salaryMin: 'Minimum salary must be positive',
      salaryMax: 'Maximum salary must be positive',
      experienceYears: 'Experience years must be positive',
      applicationDeadline: 'Application deadline is required',
      positionsAvailable: 'At least 1 position must be available',
    });
    const range = await call(employer, 'POST', JOBS, { ...job, salaryMin: 30_000, salaryMax: 20_000 });
    expect(range.json().errors).toEqual([
      { path: 'salaryMax', message: 'Maximum salary cannot be below the minimum salary' },
    ]);
    for (const payload of ['null', '[]', '"text"', '{"title": 1}']) {
      const odd = await t.app.inject({
        method: 'POST',
        url: JOBS,
        payload,
        headers: { cookie: employer.cookie, 'content-type': 'application/json' },
      });
      expect(odd.statusCode, payload).toBe(400);
    }
    expect((await call(employer, 'GET', `${JOBS}?pageSize=1000`)).statusCode).toBe(400);
    expect((await call(employer, 'POST', JOBS, { ...job, companyId: 'x' })).statusCode).toBe(400);
    const past = await call(employer, 'POST', JOBS, { ...job, applicationDeadline: inDays(-2) });
    expect(past.json().errors).toEqual([
      { path: 'applicationDeadline', message: 'The application deadline cannot be in the past' },
    ]);
  });

  it("answers 404 for another employer's postings and 403 to other portals", async () => {
    const { employer } = await employerWithCompany();
    const other = await employerWithCompany();
    const theirs = await buildJobPosting(t, other.company.id);
    const { status: _status, ...fields } = job;
    expect((await call(employer, 'GET', `${JOBS}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(employer, 'PUT', `${JOBS}/${theirs.id}`, fields)).statusCode).toBe(404);
    expect((await call(employer, 'POST', `${JOBS}/${theirs.id}/status`, { status: 'closed' })).statusCode).toBe(404);
    expect((await call(employer, 'GET', `${JOBS}/nope`)).statusCode).toBe(404);
    expect((await call(employer, 'GET', JOBS)).json().total).toBe(0);
    expect((await call(await buildUser(t), 'GET', JOBS)).statusCode).toBe(403);
    expect(
      (
        await call(
          await buildStaffMember(t, { status: 'active', isAdmin: true, site: null }),
          'GET',
          '/api/v1/employer/dashboard',
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', JOBS)).statusCode).toBe(401);
  });

  it('moves draft to open, open to closed, and reopens only before the deadline', async () => {
    const { employer } = await employerWithCompany();
    const draft = (await call(employer, 'POST', JOBS, { ...job, status: 'draft' })).json();
    const status = (id: string, to: string) => call(employer, 'POST', `${JOBS}/${id}/status`, { status: to });
    expect((await status(draft.id, 'closed')).statusCode).toBe(409);
    expect((await status(draft.id, 'open')).json()).toMatchObject({ status: 'open', postedAt: expect.any(String) });
    expect((await status(draft.id, 'closed')).json()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await status(draft.id, 'open')).json()).toMatchObject({ status: 'open', closedAt: null });

    await t.database.db
      .update(jobPostings)
      .set({ status: 'closed', applicationDeadline: inDays(-1) })
      .where(eq(jobPostings.id, draft.id));
    const reopen = await status(draft.id, 'open');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().detail).toBe(
      'The application deadline has passed. Set a later deadline before reopening the posting.',
    );
  });

  it('shows a past-deadline posting as closed at once, and the sweep writes it down', async () => {
    const { employer, company } = await employerWithCompany();
    const expired = await buildJobPosting(t, company.id, { applicationDeadline: inDays(-1) });
    const lastDay = await buildJobPosting(t, company.id, { applicationDeadline: inDays(0) });
    expect((await call(employer, 'GET', `${JOBS}/${expired.id}`)).json().status).toBe('closed');
    expect((await call(employer, 'GET', `${JOBS}/${lastDay.id}`)).json().status).toBe('open');
    expect((await call(employer, 'GET', '/api/v1/employer/dashboard')).json().stats.activeJobs).toBe(1);

    expect(await closeExpiredPostings(t.database.db)).toBeGreaterThanOrEqual(1);
    const stored = async (id: string) =>
      (await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, id)))[0]!;
    expect(await stored(expired.id)).toMatchObject({ status: 'closed', closedAt: expect.any(Date) });
    expect((await stored(lastDay.id)).status).toBe('open');
  });

  // The clocks below only ever look back, so the sweep never closes a posting that other tests (on a shared database) expect open.
  it('judges deadlines by the clock it is given', async () => {
    const { company } = await employerWithCompany();
    const expired = await buildJobPosting(t, company.id, { applicationDeadline: inDays(-1) });
    const status = async () =>
      (await t.database.db.select().from(jobPostings).where(eq(jobPostings.id, expired.id)))[0]!.status;
    await closeExpiredPostings(t.database.db, new Date(Date.now() - 3 * DAY));
    expect(await status()).toBe('open');
    // The worker's hourly run, on a queue of this test's own: a worker starting with none booked runs it at once.
    const worker = new JobWorker(t.database.db).register(
      { ...POSTING_EXPIRY_JOB, queue: `${POSTING_EXPIRY_JOB.queue}.test-${randomUUID()}` },
      postingExpiryHandler(t.database.db, t.app.log, () => new Date()),
    );
    await worker.bookSchedules();
    expect(await worker.runOne()).toBe(true);
    expect(await status()).toBe('closed');
  });

  it('fills the dashboard and the cards from applications, hires and views', async () => {
    const { employer, company } = await employerWithCompany();
    const first = await buildJobPosting(t, company.id, { title: 'Mason', viewsCount: 12 });
    const second = await buildJobPosting(t, company.id, { title: 'Carpenter', viewsCount: 5, status: 'closed' });
    await apply(first.id, 'Halima Abdi', 'hired');
    await apply(first.id, 'Deng Garang');
    await apply(second.id, 'Amina Yusuf');

    const dashboard = (await call(employer, 'GET', '/api/v1/employer/dashboard')).json();
    expect(dashboard.stats).toEqual({ activeJobs: 1, totalApplications: 3, profileViews: 17, jobsFilled: 1 });
    expect(dashboard.recentJobs.map((j: { title: string }) => j.title)).toEqual(['Carpenter', 'Mason']);
    expect(
      dashboard.recentApplications.map(
        (a: { applicantName: string; jobTitle: string }) => `${a.applicantName}/${a.jobTitle}`,
      ),
    ).toEqual(['Amina Yusuf/Carpenter', 'Deng Garang/Mason', 'Halima Abdi/Mason']);
    const card = (await call(employer, 'GET', `${JOBS}/${first.id}`)).json();
    expect(card).toMatchObject({ applicationsCount: 2, filledCount: 1, viewsCount: 12 });
  });
});
