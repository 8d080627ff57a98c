import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildApplicant, makeDiscoverable } from '@server/test-support/job-application-builders';
import { buildJobPosting, buildVerifiedCompanyWithJob } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const BASE = '/api/v1/employer/candidates';

describe('candidate search and invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (user: Pick<BuiltUser, 'cookie'> | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: user ? { cookie: user.cookie } : {} });
  /** A skill no other test's people have, so the search sees only this test's data on a shared database. */
  const uniqueSkill = () => `Welding-${randomUUID().slice(0, 8)}`;

  it('finds only people who opted in, by skills, camp and experience, without contact details', async () => {
    const { employer } = await buildVerifiedCompanyWithJob(t);
    const skill = uniqueSkill();
    const shown = await buildApplicant(t, {
      firstName: 'Nyabol',
      lastName: 'Garang',
      locationCamp: 'KAK',
      skills: [skill, 'Masonry'],
    });
    await makeDiscoverable(t, shown.beneficiaryId, { experienceYears: 5, skillAreas: ['construction'] });
    const junior = await buildApplicant(t, {
      firstName: 'Juma',
      lastName: 'Ali',
      locationCamp: 'DAD',
      skills: [skill],
    });
    await makeDiscoverable(t, junior.beneficiaryId, { experienceYears: 1 });
    // Same skill, never opted in: must never appear.
    await buildApplicant(t, { firstName: 'Hidden', lastName: 'Person', locationCamp: 'KAK', skills: [skill] });

    const found = await call(employer, 'GET', `${BASE}?skills=${encodeURIComponent(skill.toLowerCase())}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(found.json().items).toEqual([
      {
        id: shown.beneficiaryId,
        displayName: 'Nyabol G.',
        skills: [skill, 'Masonry', 'Construction'],
        camp: 'KAK',
        experienceYears: 5,
        invitedJobIds: [],
      },
      {
        id: junior.beneficiaryId,
        displayName: 'Juma A.',
        skills: [skill],
        camp: 'DAD',
        experienceYears: 1,
        invitedJobIds: [],
      },
    ]);
    expect(found.body).not.toContain(shown.email);
    expect(found.body).not.toContain('+2547');
    expect(found.body).not.toContain('Hidden');

    const byArea = (
      await call(employer, 'GET', `${BASE}?skills=${encodeURIComponent(`${skill},Construction`)}`)
    ).json();
    expect(byArea.items.map((c: { id: string }) => c.id)).toEqual([shown.beneficiaryId]);
    expect(
      (await call(employer, 'GET', `${BASE}?skills=${skill}&camp=DAD`)).json().items.map((c: { id: string }) => c.id),
    ).toEqual([junior.beneficiaryId]);
    expect((await call(employer, 'GET', `${BASE}?skills=${skill}&minExperience=3`)).json().total).toBe(1);

    const bad = await call(employer, 'GET', `${BASE}?minExperience=-1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'minExperience', message: 'Minimum experience must be a whole number of years from 0 to 60' },
    ]);
  });

  it('invites a candidate to one of my open postings, once', async () => {
    const { employer, company, job } = await buildVerifiedCompanyWithJob(t);
    const skill = uniqueSkill();
    const candidate = await buildApplicant(t, { skills: [skill] });
    await makeDiscoverable(t, candidate.beneficiaryId, { experienceYears: 2 });
    const url = `${BASE}/${candidate.beneficiaryId}/invitations`;

    const invited = await call(employer, 'POST', url, { jobId: job.id, message: 'We would like you to apply.' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ jobId: job.id, status: 'sent' });
    const repeated = await call(employer, 'POST', url, { jobId: job.id });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().detail).toBe('You have already invited this candidate to this job.');
    expect((await call(employer, 'GET', `${BASE}?skills=${skill}`)).json().items[0].invitedJobIds).toEqual([job.id]);

    const draft = await buildJobPosting(t, company.id, { status: 'draft' });
    expect((await call(employer, 'POST', url, { jobId: draft.id })).statusCode).toBe(409);
    const { job: theirs } = await buildVerifiedCompanyWithJob(t);
    expect((await call(employer, 'POST', url, { jobId: theirs.id })).json().detail).toBe(
      'We could not find this job posting.',
    );
    expect((await call(employer, 'POST', url, { jobId: 'nope' })).json().errors).toEqual([
      { path: 'jobId', message: 'Please choose one of your job postings' },
    ]);
  });

  it('cannot invite someone who did not opt in', async () => {
    const { employer, job } = await buildVerifiedCompanyWithJob(t);
    const private_ = await buildApplicant(t);
    const refused = await call(employer, 'POST', `${BASE}/${private_.beneficiaryId}/invitations`, { jobId: job.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('We could not find this candidate.');
    expect((await call(employer, 'POST', `${BASE}/not-a-uuid/invitations`, { jobId: job.id })).statusCode).toBe(404);
  });

  it('is for employers only', async () => {
    expect((await call(null, 'GET', BASE)).statusCode).toBe(401);
    for (const user of [await buildUser(t), await buildStaffAdmin(t)]) {
      expect((await call(user, 'GET', BASE)).statusCode).toBe(403);
      expect(
        (await call(user, 'POST', `${BASE}/${randomUUID()}/invitations`, { jobId: randomUUID() })).statusCode,
      ).toBe(403);
    }
  });
});
