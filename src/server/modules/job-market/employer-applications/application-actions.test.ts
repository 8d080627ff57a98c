import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplicationEvents } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import { buildApplicant, buildJobApplication } from '@server/test-support/job-application-builders';
import { buildJobPosting, buildVerifiedCompanyWithJob } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const BASE = '/api/v1/employer/applications';

describe('application review: actions and status changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    user: Pick<BuiltUser, 'cookie'>,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { cookie: user.cookie, 'accept-language': language },
    });
  const eventsOf = async (applicationId: string) =>
    (
      await t.database.db
        .select()
        .from(jobApplicationEvents)
        .where(eq(jobApplicationEvents.applicationId, applicationId))
    ).map((row) => [row.event, row.status]);

  it('reviews, shortlists, schedules an interview and hires, recording each step for the applicant', async () => {
    const { employer, job } = await buildVerifiedCompanyWithJob(t);
    const { id } = await buildJobApplication(t, job.id, await buildApplicant(t));

    expect((await call(employer, 'POST', `${BASE}/${id}/review`)).json().status).toBe('reviewed');
    expect((await call(employer, 'POST', `${BASE}/${id}/shortlist`)).json().status).toBe('shortlisted');
    const interview = await call(employer, 'POST', `${BASE}/${id}/interview`, {
      date: '2026-12-03',
      time: '10:30',
      location: '  Kakuma site office ',
    });
    expect(interview.statusCode).toBe(200);
    expect(interview.json()).toMatchObject({
      status: 'shortlisted',
      interviewAt: '2026-12-03T07:30:00.000Z',
      interviewLocation: 'Kakuma site office',
    });
    const hired = await call(employer, 'POST', `${BASE}/${id}/hire`, { startDate: '2027-01-04' });
    expect(hired.statusCode).toBe(200);
    expect(hired.json()).toMatchObject({ status: 'hired', hiredStartDate: '2027-01-04' });
    expect(hired.json().events.map((e: { event: string }) => e.event)).toEqual([
      'reviewed',
      'shortlisted',
      'interview_scheduled',
      'hired',
    ]);
    expect(await eventsOf(id)).toEqual([
      ['reviewed', 'reviewed'],
      ['shortlisted', 'shortlisted'],
      ['interview_scheduled', 'shortlisted'],
      ['hired', 'hired'],
    ]);
    const jobs = (await call(employer, 'GET', `${BASE}/jobs`)).json().items;
    expect(jobs[0]).toMatchObject({ id: job.id, positionsFilled: 1 });
  });

  it('rejects with an optional reason, and refuses any change after a final status (409, translated)', async () => {
    const { employer, job } = await buildVerifiedCompanyWithJob(t);
    const { id } = await buildJobApplication(t, job.id, await buildApplicant(t));
    const rejected = await call(employer, 'POST', `${BASE}/${id}/reject`, {
      reason: 'We need more masonry experience.',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'We need more masonry experience.' });

    const again = await call(employer, 'POST', `${BASE}/${id}/shortlist`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This application can no longer be moved to that status.');
    const swahili = await call(employer, 'POST', `${BASE}/${id}/hire`, { startDate: '2027-01-04' }, 'sw');
    expect(swahili.statusCode).toBe(409);
    expect(swahili.json().detail).toBe('Ombi hili haliwezi tena kuhamishiwa hali hiyo.');
    const interview = await call(employer, 'POST', `${BASE}/${id}/interview`, {
      date: '2026-12-03',
      time: '10:30',
      location: 'Office',
    });
    expect(interview.statusCode).toBe(409);

    const plain = await buildJobApplication(t, job.id, await buildApplicant(t));
    expect((await call(employer, 'POST', `${BASE}/${plain.id}/reject`, {})).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: null,
    });
    const backwards = await buildJobApplication(t, job.id, await buildApplicant(t), { status: 'shortlisted' });
    expect((await call(employer, 'POST', `${BASE}/${backwards.id}/review`)).statusCode).toBe(409);
    expect(await eventsOf(backwards.id)).toEqual([]);
  });

  it('refuses to hire once every position is filled', async () => {
    const { employer, company } = await buildVerifiedCompanyWithJob(t);
    const job = await buildJobPosting(t, company.id, { positionsAvailable: 1 });
    const first = await buildJobApplication(t, job.id, await buildApplicant(t));
    const second = await buildJobApplication(t, job.id, await buildApplicant(t));
    expect((await call(employer, 'POST', `${BASE}/${first.id}/hire`, { startDate: '2027-01-04' })).statusCode).toBe(
      200,
    );
    const full = await call(employer, 'POST', `${BASE}/${second.id}/hire`, { startDate: '2027-01-04' });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe(
      'All 1 positions of this job are filled. Raise the number of positions before hiring someone else.',
    );
    expect((await call(employer, 'GET', `${BASE}/${second.id}`)).json().status).toBe('submitted');
  });

  it('keeps private notes with dates and a 1-5 rating', async () => {
    const { employer, job } = await buildVerifiedCompanyWithJob(t);
    const { id } = await buildJobApplication(t, job.id, await buildApplicant(t));
    const noted = await call(employer, 'POST', `${BASE}/${id}/notes`, {
      body: '  Strong references from the Ifo project. ',
    });
    expect(noted.statusCode).toBe(201);
    await call(employer, 'POST', `${BASE}/${id}/notes`, { body: 'Call back on Monday.' });
    const rated = await call(employer, 'PUT', `${BASE}/${id}/rating`, { rating: 4 });
    expect(rated.json().rating).toBe(4);
    expect(rated.json().notes.map((note: { body: string }) => note.body)).toEqual([
      'Call back on Monday.',
      'Strong references from the Ifo project.',
    ]);
    expect(rated.json().notes[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rated.json().status).toBe('submitted');
    expect(await eventsOf(id)).toEqual([]);
  });

  it('answers with the form messages', async () => {
    const { employer, job } = await buildVerifiedCompanyWithJob(t);
    const { id } = await buildJobApplication(t, job.id, await buildApplicant(t));
    const messages = async (method: 'POST' | 'PUT', path: string, payload: unknown, language = 'en') => {
      const response = await call(employer, method, `${BASE}/${id}/${path}`, payload, language);
      expect(response.statusCode).toBe(400);
      return Object.fromEntries(
        response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
      );
    };
    expect(await messages('POST', 'interview', { date: 'soon', time: '9', location: ' ' })).toEqual({
      date: 'Please choose the interview date',
      time: 'Please choose the interview time',
      location: 'Please give the place or phone number of the interview',
    });
    expect(await messages('POST', 'hire', {})).toEqual({ startDate: 'Please choose the start date' });
    expect(await messages('PUT', 'rating', { rating: 6 })).toEqual({ rating: 'Please choose a rating from 1 to 5' });
    expect(await messages('POST', 'notes', { body: '   ' }, 'sw')).toEqual({ body: 'Tafadhali andika maoni yako' });
    expect(await messages('POST', 'reject', { reason: 'x'.repeat(501) })).toHaveProperty('reason');
    expect((await call(employer, 'GET', `${BASE}/${id}`)).json()).toMatchObject({
      status: 'submitted',
      rating: null,
      notes: [],
    });
  });
});
