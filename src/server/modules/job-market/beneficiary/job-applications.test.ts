import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplicationEvents, jobApplications, jobInvitations } from '@server/db/schema';
import { buildStaffAdmin } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { INVITATIONS, JOBS, MINE, jobSearchFixtures, letter } from './job-fixtures';

describe('my job applications and invitations', () => {
  let t: TestApp;
  let f: ReturnType<typeof jobSearchFixtures>;
  beforeAll(async () => {
    t = await createTestApp();
    f = jobSearchFixtures(t);
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof jobSearchFixtures>['call'] = (...args) => f.call(...args);

  it('shows the employer decisions as steps: interview, rejection with its reason, hire date', async () => {
    const me = await f.buildTailor();
    const { tailor, driver, employer } = await f.buildMarket();
    const first = (await call(me, 'POST', `${JOBS}/${tailor.id}/applications`, { coverLetter: letter })).json();
    const second = (await call(me, 'POST', `${JOBS}/${driver.id}/applications`, { coverLetter: letter })).json();
    const db = t.database.db;
    const interviewAt = new Date('2026-12-03T07:30:00Z');
    await db
      .update(jobApplications)
      .set({ status: 'hired', interviewAt, interviewLocation: 'Ifo market office', hiredStartDate: '2027-01-04' })
      .where(eq(jobApplications.id, first.id));
    await db
      .update(jobApplications)
      .set({ status: 'rejected', rejectionReason: 'We needed a licence holder' })
      .where(eq(jobApplications.id, second.id));
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await db.insert(jobApplicationEvents).values([
      {
        applicationId: first.id,
        status: 'shortlisted',
        event: 'shortlisted',
        actorUserId: employer.userId,
        createdAt: at(1),
      },
      {
        applicationId: first.id,
        status: 'shortlisted',
        event: 'interview_scheduled',
        actorUserId: employer.userId,
        createdAt: at(2),
      },
      { applicationId: first.id, status: 'hired', event: 'hired', actorUserId: employer.userId, createdAt: at(3) },
      {
        applicationId: second.id,
        status: 'rejected',
        event: 'rejected',
        actorUserId: employer.userId,
        createdAt: at(1),
      },
    ]);

    const hired = (await call(me, 'GET', `${MINE}/${first.id}`)).json();
    expect(hired).toMatchObject({
      status: 'hired',
      interviewAt: interviewAt.toISOString(),
      interviewLocation: 'Ifo market office',
      hiredStartDate: '2027-01-04',
      rejectionReason: null,
    });
    expect(hired.timeline.map((s: { event: string }) => s.event)).toEqual([
      'submitted',
      'shortlisted',
      'interview_scheduled',
      'hired',
    ]);
    expect((await call(me, 'GET', `${MINE}/${second.id}`)).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We needed a licence holder',
    });
  });

  it('lists pending invitations; applying accepts one, declining answers the other', async () => {
    const me = await f.buildTailor();
    const { tailor, driver } = await f.buildMarket();
    const [toTailor, toDriver] = await t.database.db
      .insert(jobInvitations)
      .values([
        { jobId: tailor.id, beneficiaryId: me.beneficiaryId, message: 'Your dressmaking fits our team.' },
        { jobId: driver.id, beneficiaryId: me.beneficiaryId },
      ])
      .returning();
    const pending = (await call(me, 'GET', INVITATIONS)).json().items;
    expect(pending).toHaveLength(2);
    expect(pending.find((i: { id: string }) => i.id === toTailor!.id)).toMatchObject({
      message: 'Your dressmaking fits our team.',
      job: { id: tailor.id, invited: true },
    });

    const applied = (await call(me, 'POST', `${JOBS}/${tailor.id}/applications`, { coverLetter: letter })).json();
    const [accepted] = await t.database.db.select().from(jobInvitations).where(eq(jobInvitations.id, toTailor!.id));
    expect(accepted).toMatchObject({ status: 'accepted', respondedAt: expect.any(Date) });
    const [application] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, applied.id));
    expect(application!.invitationId).toBe(toTailor!.id);

    expect((await call(me, 'POST', `${INVITATIONS}/${toDriver!.id}/decline`)).statusCode).toBe(204);
    expect((await call(me, 'POST', `${INVITATIONS}/${toDriver!.id}/decline`)).statusCode).toBe(404);
    expect((await call(me, 'GET', INVITATIONS)).json().items).toEqual([]);
  });

  it("keeps each person's applications and invitations to themselves, and the portal to beneficiaries", async () => {
    const owner = await f.buildTailor();
    const { tailor } = await f.buildMarket();
    const { id } = (await call(owner, 'POST', `${JOBS}/${tailor.id}/applications`, { coverLetter: letter })).json();
    const [invitation] = await t.database.db
      .insert(jobInvitations)
      .values({ jobId: tailor.id, beneficiaryId: owner.beneficiaryId })
      .returning();

    const other = await f.buildTailor();
    expect((await call(other, 'GET', `${MINE}/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', MINE)).json().total).toBe(0);
    expect((await call(other, 'POST', `${INVITATIONS}/${invitation!.id}/decline`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `${JOBS}/${tailor.id}`)).json().applicationId).toBeNull();

    const staff = await buildStaffAdmin(t);
    const employer = await buildEmployer(t);
    for (const url of [JOBS, `${JOBS}/${tailor.id}`, MINE, `${MINE}/${id}`, INVITATIONS]) {
      expect((await call(staff, 'GET', url)).statusCode).toBe(403);
      expect((await call(employer, 'GET', url)).statusCode).toBe(403);
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    }
    expect(
      (await call(employer, 'POST', `${JOBS}/${tailor.id}/applications`, { coverLetter: letter })).statusCode,
    ).toBe(403);
    expect((await call(null, 'POST', `${INVITATIONS}/${invitation!.id}/decline`)).statusCode).toBe(401);
  });
});
