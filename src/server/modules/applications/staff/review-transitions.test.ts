import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectEnrolments, staffMembers } from '@server/db/schema';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  applicationRow,
  auditOf,
  BASE,
  call,
  insertApplication,
  insertProgramme,
  insertProject,
  notificationsOf,
} from './review-fixtures';

describe('staff application review: assign, decide, complete', () => {
  let t: TestApp;
  let officer: BuiltUser;
  let colleague: BuiltUser;
  let programme: string;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
    colleague = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
    programme = await insertProgramme(t);
  });
  afterAll(() => t.close());

  const assign = (id: string, user = officer, body?: { takeOverFrom?: string }) =>
    call(t, user, 'POST', `${BASE}/${id}/assign`, body);
  const decide = (id: string, body: unknown, user = officer) => call(t, user, 'POST', `${BASE}/${id}/decision`, body);
  const complete = (id: string) => call(t, officer, 'POST', `${BASE}/${id}/complete`);
  const kinds = async (personId: string) => (await notificationsOf(t, personId)).map((n) => n.kind).sort();

  it('assigns a submitted application to me: under review, audited, the person told', async () => {
    const application = await insertApplication(t, programme);
    const response = await assign(application.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'under_review',
      assignedTo: { id: officer.userId, name: 'Grace Wanjiru', isYou: true },
    });
    expect(await applicationRow(t, application.id)).toMatchObject({
      status: 'under_review',
      assignedTo: officer.userId,
    });
    const [audit] = await auditOf(t, application.beneficiaryId, 'application.assign');
    expect(audit).toMatchObject({
      actorUserId: officer.userId,
      targetType: 'beneficiary',
      details: { applicationId: application.id, programmeId: programme },
    });
    const notifications = await notificationsOf(t, application.beneficiaryId);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      kind: 'application_under_review',
      params: { programmeId: programme },
      tab: 'applications',
    });

    // A second press changes nothing; a colleague may take it over without telling the person again.
    expect((await assign(application.id)).statusCode).toBe(200);
    expect(await auditOf(t, application.beneficiaryId, 'application.assign')).toHaveLength(1);
    const takeover = await assign(application.id, colleague, { takeOverFrom: officer.userId });
    expect(takeover.json()).toMatchObject({
      status: 'under_review',
      assignedTo: { id: colleague.userId, isYou: true },
    });
    expect(await auditOf(t, application.beneficiaryId, 'application.assign')).toHaveLength(2);
    expect(await kinds(application.beneficiaryId)).toEqual(['application_under_review']);
  });

  it('gives an application two officers take at the same moment to one of them; the other is told, not silently overruled', async () => {
    const application = await insertApplication(t, programme);
    const [first, second] = await Promise.all([
      assign(application.id, officer, {}),
      assign(application.id, colleague, {}),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? [officer, second] : [colleague, first];
    expect(lost.json().detail).toBe(
      'Another officer took this application a moment ago. Reload it to see who has it now before taking it over.',
    );
    expect((await applicationRow(t, application.id)).assignedTo).toBe(won.userId);
    expect(await auditOf(t, application.beneficiaryId, 'application.assign')).toHaveLength(1);

    // A take-over names the reviewer the page showed: a stale name, or none, is refused as well.
    const loser = won === officer ? colleague : officer;
    const third = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
    expect((await assign(application.id, loser)).statusCode).toBe(409);
    expect((await assign(application.id, loser, { takeOverFrom: third.userId })).statusCode).toBe(409);
    expect((await applicationRow(t, application.id)).assignedTo).toBe(won.userId);
    expect((await assign(application.id, loser, { takeOverFrom: won.userId })).json()).toMatchObject({
      assignedTo: { id: loser.userId, isYou: true },
    });
  });

  it('refuses to decide an application nobody took, or one assigned to someone else (409)', async () => {
    const application = await insertApplication(t, programme);
    const project = await insertProject(t, programme);
    const fresh = await decide(application.id, { decision: 'approve', projectId: project.id });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().detail).toBe(
      'This application is no longer at a step where that can be done. Reload it to see where it is.',
    );
    await assign(application.id, colleague);
    const other = await decide(application.id, {
      decision: 'reject',
      notes: 'Household income is above the threshold.',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toMatch(/Assign it to yourself first/);
    expect((await applicationRow(t, application.id)).status).toBe('under_review');
  });

  it("marks an application whose reviewer's account was deactivated, and a colleague takes it over", async () => {
    const application = await insertApplication(t, programme);
    const leaving = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
    expect((await assign(application.id, leaving)).statusCode).toBe(200);
    await t.database.db
      .update(staffMembers)
      .set({ status: 'deactivated' })
      .where(eq(staffMembers.userId, leaving.userId));

    const detail = await call(t, colleague, 'GET', `${BASE}/${application.id}`);
    expect(detail.json()).toMatchObject({ assignedTo: { id: leaving.userId, active: false, isYou: false } });
    const listed = (await call(t, colleague, 'GET', `${BASE}?pageSize=100&status=under_review`)).json() as {
      items: { id: string; assignedTo: unknown }[];
    };
    expect(listed.items.find((item) => item.id === application.id)?.assignedTo).toMatchObject({ active: false });

    const takeover = await assign(application.id, colleague, { takeOverFrom: leaving.userId });
    expect(takeover.json()).toMatchObject({ assignedTo: { id: colleague.userId, isYou: true, active: true } });
  });

  it('approves into a project of the programme: enrolled, notes and reviewer kept, audited, the person told', async () => {
    const application = await insertApplication(t, programme);
    const project = await insertProject(t, programme, 'planning');
    await assign(application.id);
    const response = await decide(application.id, {
      decision: 'approve',
      projectId: project.id,
      notes: '  Welcome! Training starts in February.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      reviewerNotes: 'Welcome! Training starts in February.',
      reviewedBy: { id: officer.userId, isYou: true },
      enrolledProject: { id: project.id, code: project.code },
    });
    const row = await applicationRow(t, application.id);
    expect(row).toMatchObject({ status: 'approved', reviewedBy: officer.userId, enrolledProjectId: project.id });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(row.startDate?.toISOString()).toBe('2026-01-31T21:00:00.000Z');
    const enrolments = await t.database.db
      .select()
      .from(projectEnrolments)
      .where(eq(projectEnrolments.projectId, project.id));
    expect(enrolments).toMatchObject([
      { beneficiaryId: application.beneficiaryId, status: 'enrolled', enrolledByUserId: officer.userId },
    ]);
    const [audit] = await auditOf(t, application.beneficiaryId, 'application.approve');
    expect(audit?.details).toEqual({
      applicationId: application.id,
      programmeId: programme,
      projectId: project.id,
      code: project.code,
    });
    expect(await auditOf(t, application.beneficiaryId, 'project.enrol')).toHaveLength(1);
    expect(await kinds(application.beneficiaryId)).toEqual(['application_approved', 'application_under_review']);
    // Decided once: a second decision is refused.
    expect(
      (await decide(application.id, { decision: 'reject', notes: 'Changed my mind about this.' })).statusCode,
    ).toBe(409);
  });

  it('keeps an existing enrolment in the project rather than adding another', async () => {
    const application = await insertApplication(t, programme);
    const project = await insertProject(t, programme);
    await t.database.db
      .insert(projectEnrolments)
      .values({ projectId: project.id, beneficiaryId: application.beneficiaryId });
    await assign(application.id);
    expect((await decide(application.id, { decision: 'approve', projectId: project.id })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(projectEnrolments)
      .where(
        and(
          eq(projectEnrolments.projectId, project.id),
          eq(projectEnrolments.beneficiaryId, application.beneficiaryId),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(await auditOf(t, application.beneficiaryId, 'project.enrol')).toHaveLength(0);
  });

  it('refuses an approval without a project, with another programme’s project (400) or a closed project (409)', async () => {
    const application = await insertApplication(t, programme);
    await assign(application.id);
    const missing = await decide(application.id, { decision: 'approve', notes: 'Welcome' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'projectId', message: 'Choose the project the person joins.' }]);
    const elsewhere = await insertProject(t, 'cash-transfer');
    const wrong = await decide(application.id, { decision: 'approve', projectId: elsewhere.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'projectId', message: "Choose a project of this application's programme." },
    ]);
    expect((await decide(application.id, { decision: 'approve', projectId: 'nope' })).statusCode).toBe(400);
    const closed = await insertProject(t, programme, 'completed');
    expect((await decide(application.id, { decision: 'approve', projectId: closed.id })).statusCode).toBe(409);
    expect((await applicationRow(t, application.id)).status).toBe('under_review');
    expect(await auditOf(t, application.beneficiaryId, 'application.approve')).toHaveLength(0);
  });

  it('rejects with notes the applicant reads; notes are required', async () => {
    const application = await insertApplication(t, programme);
    await assign(application.id);
    const bare = await decide(application.id, { decision: 'reject', notes: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { path: 'notes', message: 'Tell the applicant why, in at least 10 characters.' },
    ]);
    const response = await decide(application.id, {
      decision: 'reject',
      notes: 'Your household income is above KES 10,000.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      reviewerNotes: 'Your household income is above KES 10,000.',
      enrolledProject: null,
    });
    expect(await auditOf(t, application.beneficiaryId, 'application.reject')).toHaveLength(1);
    expect(await kinds(application.beneficiaryId)).toEqual(['application_rejected', 'application_under_review']);
    expect((await assign(application.id)).statusCode).toBe(409);
    expect((await complete(application.id)).statusCode).toBe(409);
  });

  it('completes an approved application only', async () => {
    const application = await insertApplication(t, programme);
    expect((await complete(application.id)).statusCode).toBe(409);
    await assign(application.id);
    expect((await complete(application.id)).statusCode).toBe(409);
    const project = await insertProject(t, programme);
    await decide(application.id, { decision: 'approve', projectId: project.id });
    const response = await complete(application.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', enrolledProject: { id: project.id } });
    expect(await auditOf(t, application.beneficiaryId, 'application.complete')).toHaveLength(1);
    expect(await kinds(application.beneficiaryId)).toEqual([
      'application_approved',
      'application_completed',
      'application_under_review',
    ]);
    expect((await complete(application.id)).statusCode).toBe(409);
    expect((await assign(application.id)).statusCode).toBe(409);
  });
});
