import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiDayIn, nairobiToday } from '@domain/kenya-day';
import { jobApplications, jobPostings } from '@server/db/schema';
import { buildCompany, buildEmployer, buildJobPosting } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { JOBS, MINE, jobSearchFixtures, letter } from './job-fixtures';

describe('job search', () => {
  let t: TestApp;
  let f: ReturnType<typeof jobSearchFixtures>;
  beforeAll(async () => {
    t = await createTestApp();
    f = jobSearchFixtures(t);
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof jobSearchFixtures>['call'] = (...args) => f.call(...args);
  const search = async (user: Parameters<typeof call>[0], query: string) =>
    (await call(user, 'GET', `${JOBS}?${query}`)).json();

  it('lists open jobs of verified employers with how well I match, and filters them', async () => {
    const me = await f.buildTailor();
    const { place, tailor } = await f.buildMarket();
    const q = `location=${encodeURIComponent(place)}`;

    const all = await search(me, q);
    expect(all).toMatchObject({ page: 1, pageSize: 10, total: 2 });
    const found = all.items.find((job: { id: string }) => job.id === tailor.id);
    expect(found).toMatchObject({
      title: 'Tailor',
      companyName: 'Dadaab Threads Cooperative',
      salaryMin: 15000,
      salaryMax: 20000,
      currency: 'KES',
      applicationId: null,
      invited: false,
      match: {
        matchedSkills: ['Tailoring', 'Dressmaking'],
        missingSkills: ['Embroidery'],
        requiredSkillCount: 3,
        experienceYears: 3,
        meetsExperience: true,
        sameArea: true,
        score: 80,
        band: 'strong',
      },
    });

    expect((await search(me, `${q}&employmentType=full_time`)).items.map((j: { title: string }) => j.title)).toEqual([
      'Tailor',
    ]);
    expect(
      (await search(me, `${q}&skills=${encodeURIComponent(' driving , knitting')}`)).items.map(
        (j: { title: string }) => j.title,
      ),
    ).toEqual(['Driver']);
    expect((await search(me, `location=${encodeURIComponent(`garissa, ${place}`)}`)).total).toBe(1);
    expect((await search(me, `${q}&pageSize=1&page=2`)).items).toHaveLength(1);
    expect((await search(me, 'location=%25')).total).toBe(0);
    expect((await call(me, 'GET', `${JOBS}?employmentType=volunteer`)).statusCode).toBe(400);
  });

  it('never lists or opens hidden postings: draft, closed, past deadline, unverified company', async () => {
    const me = await f.buildTailor();
    const { place, company } = await f.buildMarket();
    const employer = await buildEmployer(t);
    const pending = await buildCompany(t, employer.userId, { verificationStatus: 'pending', verifiedAt: null });
    const location = `Dadaab, ${place}`;
    const hidden = await Promise.all([
      buildJobPosting(t, company.id, { location, status: 'draft', postedAt: null }),
      buildJobPosting(t, company.id, { location, status: 'closed', closedAt: new Date() }),
      buildJobPosting(t, company.id, { location, applicationDeadline: nairobiDayIn(-2) }),
      buildJobPosting(t, pending.id, { location }),
    ]);
    const today = await buildJobPosting(t, company.id, {
      title: 'Closes today',
      location,
      applicationDeadline: nairobiToday(),
    });

    const listed = (await search(me, `location=${encodeURIComponent(place)}&pageSize=100`)).items.map(
      (j: { id: string }) => j.id,
    );
    expect(listed).toHaveLength(3);
    expect(listed).toContain(today.id);
    for (const job of hidden) {
      expect((await call(me, 'GET', `${JOBS}/${job.id}`)).statusCode).toBe(404);
      expect((await call(me, 'POST', `${JOBS}/${job.id}/applications`, { coverLetter: letter })).statusCode).toBe(404);
    }
    expect((await call(me, 'GET', `${JOBS}/not-a-uuid`)).statusCode).toBe(404);
  });

  it('opens a job (counting the view), applies with my profile and assessment, and shows it under my applications', async () => {
    const me = await f.buildTailor();
    const { tailor } = await f.buildMarket();
    const cv = await f.buildDocument(me.beneficiaryId);

    const opened = await call(me, 'GET', `${JOBS}/${tailor.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      title: 'Tailor',
      description: tailor.description,
      companyIndustry: 'Construction',
    });
    await call(me, 'GET', `${JOBS}/${tailor.id}`);
    const [views] = await t.database.db
      .select({ n: jobPostings.viewsCount })
      .from(jobPostings)
      .where(eq(jobPostings.id, tailor.id));
    expect(views!.n).toBe(2);

    const applied = await call(me, 'POST', `${JOBS}/${tailor.id}/applications`, {
      coverLetter: `  ${letter} `,
      cvDocumentId: cv.id,
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({
      jobTitle: 'Tailor',
      companyName: 'Dadaab Threads Cooperative',
      status: 'submitted',
      coverLetter: letter,
    });
    expect(applied.json().timeline.map((s: { event: string }) => s.event)).toEqual(['submitted']);

    const [stored] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, applied.json().id));
    expect(stored).toMatchObject({
      applicantName: 'Amina Hassan',
      applicantPhone: '+254712345678',
      applicantLocation: 'IFO-B12, Dadaab',
      applicantEducation: 'secondary',
      applicantExperienceYears: 3,
      applicantSkills: ['Tailoring', 'Cooking', 'Dressmaking'],
      cvDocumentId: cv.id,
      invitationId: null,
    });
    expect(stored!.applicantEmail).toBe(me.email);

    const again = await call(me, 'POST', `${JOBS}/${tailor.id}/applications`, { coverLetter: letter });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already applied for this job. Follow it under My applications.');

    const mine = (await call(me, 'GET', MINE)).json();
    expect(mine).toMatchObject({ total: 1, items: [{ id: applied.json().id, status: 'submitted' }] });
    expect((await call(me, 'GET', `${JOBS}/${tailor.id}`)).json().applicationId).toBe(applied.json().id);
  });

  it('refuses a short cover letter in the reader language, and a CV that is not mine', async () => {
    const me = await f.buildTailor();
    const other = await f.buildTailor();
    const { tailor } = await f.buildMarket();
    const short = await call(me, 'POST', `${JOBS}/${tailor.id}/applications`, { coverLetter: 'Please hire me' }, 'sw');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'coverLetter', message: 'Barua yako ya maombi lazima iwe na herufi 50 au zaidi' },
    ]);
    for (const bad of [
      { coverLetter: 42 },
      {},
      { coverLetter: letter, cvDocumentId: 'cv.pdf' },
      { coverLetter: letter, status: 'hired' },
    ]) {
      expect((await call(me, 'POST', `${JOBS}/${tailor.id}/applications`, bad)).statusCode).toBe(400);
    }
    const theirs = await f.buildDocument(other.beneficiaryId);
    expect(
      (await call(me, 'POST', `${JOBS}/${tailor.id}/applications`, { coverLetter: letter, cvDocumentId: theirs.id }))
        .statusCode,
    ).toBe(404);
    expect((await call(me, 'GET', MINE)).json().total).toBe(0);
  });
});
