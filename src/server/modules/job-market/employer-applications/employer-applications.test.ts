import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '@server/platform/sample-files';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildApplicant, buildJobApplication } from '@server/test-support/job-application-builders';
import { buildCompany, buildJobPosting, buildVerifiedCompanyWithJob } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { uploadDocument } from '@server/modules/documents/beneficiary/document-fixtures';

const BASE = '/api/v1/employer/applications';

describe('application review: lists, cards and ownership', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (user: Pick<BuiltUser, 'cookie'> | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: user ? { cookie: user.cookie } : {} });

  it('lists the applications to my postings with every card field and the count of each tab', async () => {
    const { employer, company, job } = await buildVerifiedCompanyWithJob(t);
    const second = await buildJobPosting(t, company.id, { title: 'Carpenter', requiredSkills: ['Carpentry'] });
    const halima = await buildApplicant(t);
    const omar = await buildApplicant(t, { firstName: 'Omar', lastName: 'Deng', locationCamp: 'NBI' });
    const letter =
      'I have built houses in Ifo for four years and I would like to join your site team in Kakuma as an assistant.';
    await buildJobApplication(t, job.id, halima, { coverLetter: letter, applicantSkills: ['Masonry', 'Cooking'] });
    await buildJobApplication(t, job.id, omar, { applicantName: 'Omar Deng', status: 'shortlisted' });
    await buildJobApplication(t, second.id, halima, { status: 'hired', hiredStartDate: '2026-12-01' });

    const all = await call(employer, 'GET', BASE);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      page: 1,
      pageSize: 10,
      total: 3,
      counts: { all: 3, new: 1, reviewed: 1, rejected: 0, hired: 1 },
    });
    const card = all.json().items.find((item: { jobTitle: string; status: string }) => item.status === 'submitted');
    expect(card).toMatchObject({
      jobTitle: 'Site assistant',
      applicantName: 'Halima Abdi',
      applicantEmail: halima.email,
      applicantPhone: '+254712000777',
      applicantLocation: 'IFO-B3, Dadaab',
      applicantEducation: 'secondary',
      experienceYears: 3,
      skills: ['Masonry', 'Cooking'],
      coverLetterPreview: `${letter.slice(0, 60)}…`,
      rating: null,
      hasResume: false,
      match: {
        matchedSkills: ['Masonry'],
        missingSkills: ['Carpentry'],
        requiredSkillCount: 2,
        meetsExperience: true,
        sameArea: false,
      },
    });
    expect(card.coverLetter).toBeUndefined();

    const reviewedTab = (await call(employer, 'GET', `${BASE}?tab=reviewed`)).json();
    expect(reviewedTab.items.map((item: { applicantName: string }) => item.applicantName)).toEqual(['Omar Deng']);
    const forSecond = (await call(employer, 'GET', `${BASE}?jobId=${second.id}`)).json();
    expect(forSecond).toMatchObject({ total: 1, counts: { all: 1, hired: 1, new: 0 } });

    const jobs = (await call(employer, 'GET', `${BASE}/jobs`)).json().items;
    expect(jobs).toHaveLength(2);
    expect(jobs.find((entry: { id: string }) => entry.id === second.id)).toMatchObject({
      positionsAvailable: 3,
      positionsFilled: 1,
    });
  });

  it('ranks the applicants of one posting by match, with the reasons', async () => {
    const { employer, job } = await buildVerifiedCompanyWithJob(t);
    const weak = await buildApplicant(t, { locationCamp: 'NBI' });
    const strong = await buildApplicant(t, { locationCamp: 'KAK' });
    await buildJobApplication(t, job.id, strong, {
      applicantName: 'Strong Fit',
      applicantSkills: ['masonry', 'Carpentry'],
      applicantExperienceYears: 4,
    });
    await buildJobApplication(t, job.id, weak, {
      applicantName: 'Weak Fit',
      applicantSkills: [],
      applicantExperienceYears: 0,
    });

    const ranked = (await call(employer, 'GET', `${BASE}?jobId=${job.id}&sort=match`)).json();
    expect(ranked.items.map((item: { applicantName: string }) => item.applicantName)).toEqual([
      'Strong Fit',
      'Weak Fit',
    ]);
    expect(ranked.items[0].match).toMatchObject({
      score: 100,
      requiredSkillCount: 2,
      matchedSkills: ['Masonry', 'Carpentry'],
      sameArea: true,
    });
    const unscoped = await call(employer, 'GET', `${BASE}?sort=match`);
    expect(unscoped.statusCode).toBe(400);
    expect(unscoped.json().errors).toEqual([
      { path: 'jobId', message: 'Choose a job posting to rank its applicants by match' },
    ]);
  });

  it('shows the full cover letter in the details and hands over the CV the person chose', async () => {
    const { employer, job } = await buildVerifiedCompanyWithJob(t);
    const applicant = await buildApplicant(t);
    const uploaded = await uploadDocument(t, applicant.cookie, { bytes: samplePdf('CV'), name: 'cv.pdf' }, [
      ['documentType', 'other'],
      ['documentName', 'My CV'],
    ]);
    expect(uploaded.statusCode).toBe(201);
    const withCv = await buildJobApplication(t, job.id, applicant, { cvDocumentId: uploaded.json().id });
    const other = await buildApplicant(t);
    const withoutCv = await buildJobApplication(t, job.id, other);

    const detail = (await call(employer, 'GET', `${BASE}/${withCv.id}`)).json();
    expect(detail).toMatchObject({ coverLetter: withCv.coverLetter, hasResume: true, notes: [], events: [] });
    const resume = await call(employer, 'GET', `${BASE}/${withCv.id}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toContain('My CV.pdf');
    const none = await call(employer, 'GET', `${BASE}/${withoutCv.id}/resume`);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('This applicant did not send a CV, or it is no longer available.');
  });

  it("never reaches another employer's applications: 404 for their ids", async () => {
    const { employer: owner, job } = await buildVerifiedCompanyWithJob(t);
    const application = await buildJobApplication(t, job.id, await buildApplicant(t));
    const rival = await buildUser(t, { userType: 'employer' });
    await buildCompany(t, rival.userId, { companyName: 'Rival Ltd' });
    const noCompany = await buildUser(t, { userType: 'employer' });

    for (const employer of [rival, noCompany]) {
      expect((await call(employer, 'GET', BASE)).json()).toMatchObject({ items: [], total: 0 });
      expect((await call(employer, 'GET', `${BASE}?jobId=${job.id}`)).json().total).toBe(0);
      for (const url of [`${BASE}/${application.id}`, `${BASE}/${application.id}/resume`]) {
        const response = await call(employer, 'GET', url);
        expect(response.statusCode).toBe(404);
      }
      expect((await call(employer, 'POST', `${BASE}/${application.id}/shortlist`)).statusCode).toBe(404);
      expect((await call(employer, 'POST', `${BASE}/${application.id}/notes`, { body: 'Peek' })).statusCode).toBe(404);
    }
    expect((await call(rival, 'GET', `${BASE}/not-a-uuid`)).json().detail).toBe('We could not find this application.');
    expect((await call(owner, 'GET', `${BASE}/${application.id}`)).json()).toMatchObject({
      status: 'submitted',
      notes: [],
    });
  });

  it('is for employers only: 401 without a session, 403 for beneficiaries and staff', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(null, 'GET', BASE)).statusCode).toBe(401);
    expect((await call(null, 'POST', `${BASE}/${id}/review`)).statusCode).toBe(401);
    for (const user of [await buildUser(t), await buildStaffAdmin(t)]) {
      expect((await call(user, 'GET', BASE)).statusCode).toBe(403);
      expect((await call(user, 'GET', `${BASE}/${id}`)).statusCode).toBe(403);
      expect((await call(user, 'POST', `${BASE}/${id}/hire`, { startDate: '2026-12-01' })).statusCode).toBe(403);
    }
  });
});
