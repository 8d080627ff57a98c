import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { auditFor, BASE, buildPerson, call, newId, projectBody, newPartner } from './project-fixtures';

let t: TestApp;
let officer: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
});
afterAll(async () => t.close());

async function newProject(overrides: Record<string, unknown> = {}): Promise<{ id: string; code: string }> {
  return (await call(t, officer, 'POST', BASE, projectBody(await newPartner(t), overrides))).json();
}
const enrol = (projectId: string, beneficiaryIds: string[], language?: string) =>
  call(t, officer, 'POST', `${BASE}/${projectId}/enrolments`, { beneficiaryIds }, language);
const enrolments = async (projectId: string, query = '') =>
  (await call(t, officer, 'GET', `${BASE}/${projectId}/enrolments${query}`)).json();

describe('enrolment', () => {
  it('enrols people once, lists them with their ProGres ID and location, and writes each into their history', async () => {
    const project = await newProject();
    const [amina, baraka] = [await buildPerson(t, 'Enrolee'), await buildPerson(t, 'Enroleeb')];
    const first = await enrol(project.id, [amina!, baraka!, amina!]);
    expect(first.json()).toEqual({ enrolled: 2, alreadyEnrolled: 0 });
    expect((await enrol(project.id, [amina!])).json()).toEqual({ enrolled: 0, alreadyEnrolled: 1 });

    const list = await enrolments(project.id);
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      lastName: 'Enrolee',
      status: 'enrolled',
      location: 'KAK-KK2-B7',
      progresId: expect.stringMatching(/^KEN-KAK-2020-/),
    });
    expect(await auditFor(t, 'project.enrol', amina!)).toEqual([
      expect.objectContaining({ targetType: 'beneficiary', details: { projectId: project.id, code: project.code } }),
    ]);
  });

  it('re-enrols a withdrawn person, and withdraws with a reason only once', async () => {
    const project = await newProject({ status: 'planning' });
    const person = await buildPerson(t, 'Returner');
    await enrol(project.id, [person]);
    const enrolmentId = (await enrolments(project.id)).items[0].id;
    const url = `${BASE}/${project.id}/enrolments/${enrolmentId}/withdraw`;
    const noReason = await call(t, officer, 'POST', url, { reason: '' }, 'sw');
    expect(noReason.json().errors).toEqual([
      { path: 'reason', message: 'Tafadhali toa sababu ya kujiondoa (angalau herufi 3)' },
    ]);
    const withdrawn = await call(t, officer, 'POST', url, { reason: 'Found work' });
    expect(withdrawn.json()).toMatchObject({
      status: 'withdrawn',
      withdrawalReason: 'Found work',
      withdrawnAt: expect.any(String),
    });
    expect((await call(t, officer, 'POST', url, { reason: 'Again' })).statusCode).toBe(409);
    expect((await enrolments(project.id, '?status=withdrawn')).total).toBe(1);
    expect(await auditFor(t, 'project.withdraw', person)).toHaveLength(1);

    expect((await enrol(project.id, [person])).json()).toEqual({ enrolled: 1, alreadyEnrolled: 0 });
    expect((await enrolments(project.id)).items[0]).toMatchObject({
      id: enrolmentId,
      status: 'enrolled',
      withdrawnAt: null,
      withdrawalReason: null,
    });
    expect(await auditFor(t, 'project.enrol', person)).toHaveLength(2);
  });

  it('refuses completed and suspended projects, and names unknown people', async () => {
    const person = await buildPerson(t, 'Refused');
    for (const status of ['completed', 'suspended']) {
      const project = await newProject({ status });
      const response = await enrol(project.id, [person]);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(
        `People can only be enrolled in an active or planning project; ${project.code} is completed or suspended.`,
      );
    }
    const project = await newProject();
    const stranger = newId();
    const unknown = await enrol(project.id, [person, stranger]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      detail: '1 of the chosen people could not be found in the registry.',
      errors: [{ path: 'beneficiaryIds.1', message: 'This person could not be found in the registry.' }],
    });
    expect((await enrolments(project.id)).total).toBe(0);
    const invalid = await enrol(project.id, [], 'sw');
    expect(invalid.json().errors).toEqual([{ path: 'beneficiaryIds', message: 'Chagua angalau mtu mmoja' }]);
    expect((await enrol(newId(), [person])).statusCode).toBe(404);
  });

  it('marks completion one by one or several at once', async () => {
    const project = await newProject();
    const people = [
      await buildPerson(t, 'Completer'),
      await buildPerson(t, 'Completerb'),
      await buildPerson(t, 'Completerc'),
    ];
    await enrol(project.id, people);
    const ids: string[] = (await enrolments(project.id)).items.map((item: { id: string }) => item.id);
    const one = await call(t, officer, 'POST', `${BASE}/${project.id}/enrolments/${ids[0]}/complete`);
    expect(one.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const bulk = await call(t, officer, 'POST', `${BASE}/${project.id}/enrolments/complete`, { enrolmentIds: ids });
    expect(bulk.json()).toEqual({ completed: 2, skipped: 1 });
    expect((await enrolments(project.id, '?status=completed')).total).toBe(3);
    expect(await auditFor(t, 'project.complete', people[0]!)).toHaveLength(1);
    expect((await call(t, officer, 'POST', `${BASE}/${project.id}/enrolments/${newId()}/complete`)).statusCode).toBe(
      404,
    );
  });
});

describe('activities and attendance', () => {
  it('schedules an activity and takes attendance for enrolled people only', async () => {
    const project = await newProject();
    const [present, absent, stranger] = [
      await buildPerson(t, 'Attender'),
      await buildPerson(t, 'Attenderb'),
      await buildPerson(t, 'Stranger'),
    ];
    await enrol(project.id, [present!, absent!]);
    const bad = await call(t, officer, 'POST', `${BASE}/${project.id}/activities`, {
      title: 'Class',
      activityDate: '2026-02-30',
      place: 'Hall',
      startTime: '9:5',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['activityDate', 'startTime']);
    const created = await call(t, officer, 'POST', `${BASE}/${project.id}/activities`, {
      title: 'Class one',
      activityDate: '2026-03-02',
      startTime: '09:30',
      place: 'Hall 2',
    });
    expect(created.statusCode).toBe(201);
    const activity = created.json();
    expect(await auditFor(t, 'project.activity', project.id)).toHaveLength(1);

    const url = `/api/v1/staff/activities/${activity.id}/attendance`;
    const empty = (await call(t, officer, 'GET', url)).json();
    expect(empty.items.map((item: { attendance: null }) => item.attendance)).toEqual([null, null]);
    const refused = await call(t, officer, 'PUT', url, { records: [{ beneficiaryId: stranger, present: true }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'records.0.beneficiaryId', message: 'Attendance can only be taken for people enrolled in the project.' },
    ]);

    const saved = await call(t, officer, 'PUT', url, {
      records: [
        { beneficiaryId: present, present: true },
        { beneficiaryId: absent, present: true },
      ],
    });
    expect(saved.json().activity).toMatchObject({ present: 2, attendanceTaken: 2, attendanceRate: 100 });
    const corrected = await call(t, officer, 'PUT', url, { records: [{ beneficiaryId: absent, present: false }] });
    expect(corrected.json()).toMatchObject({
      activity: { present: 1, attendanceTaken: 2, attendanceRate: 50 },
      project: { code: project.code },
    });
    expect((await auditFor(t, 'project.attendance', activity.id))[1]).toMatchObject({
      details: { projectId: project.id, present: 0, absent: 1 },
    });
    const listed = (await call(t, officer, 'GET', `${BASE}/${project.id}/activities`)).json();
    expect(listed).toMatchObject({ total: 1, items: [{ id: activity.id, startTime: '09:30', attendanceRate: 50 }] });
    expect((await call(t, officer, 'GET', `/api/v1/staff/activities/${newId()}/attendance`)).statusCode).toBe(404);
  });
});

describe('spending', () => {
  it('records expenditures in whole dollars and lists them, latest first', async () => {
    const project = await newProject();
    const url = `${BASE}/${project.id}/expenditures`;
    const invalid = await call(t, officer, 'POST', url, { amount: 0, description: 'Tools', spentOn: '2026-01-20' });
    expect(invalid.json().errors).toEqual([
      { path: 'amount', message: 'The amount must be at least 1 whole US dollar' },
    ]);
    await call(t, officer, 'POST', url, { amount: 300, description: 'Tools', spentOn: '2026-01-20' });
    const created = await call(t, officer, 'POST', url, {
      amount: 1200,
      description: 'Stipends',
      spentOn: '2026-02-20',
    });
    expect(created.statusCode).toBe(201);
    expect(await auditFor(t, 'project.expenditure', project.id)).toHaveLength(2);
    const list = (await call(t, officer, 'GET', url)).json();
    expect(list.items.map((item: { amount: number }) => item.amount)).toEqual([1200, 300]);
    expect(list.items[0]).toMatchObject({
      description: 'Stipends',
      spentOn: '2026-02-20',
      recordedBy: 'Grace Wanjiru',
    });
  });
});

describe('access', () => {
  it('refuses other portals and anonymous callers on every people endpoint', async () => {
    const project = await newProject();
    const beneficiary = await buildUser(t, { userType: 'beneficiary' });
    const employer = await buildEmployer(t);
    const urls = [
      `${BASE}/${project.id}/enrolments`,
      `${BASE}/${project.id}/activities`,
      `${BASE}/${project.id}/expenditures`,
    ];
    for (const url of urls) {
      expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
      expect((await call(t, beneficiary, 'GET', url)).statusCode).toBe(403);
      expect((await call(t, employer, 'GET', url)).statusCode).toBe(403);
    }
    expect(
      (await call(t, employer, 'POST', `${BASE}/${project.id}/enrolments`, { beneficiaryIds: [newId()] })).statusCode,
    ).toBe(403);
    expect((await call(t, officer, 'GET', `${BASE}/${newId()}/enrolments`)).statusCode).toBe(404);
  });
});
