import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { auditFor, BASE, buildPerson, call, newId, projectBody, newPartner } from './project-fixtures';

let t: TestApp;
let officer: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
});
afterAll(async () => t.close());

const create = (body: unknown, language?: string) => call(t, officer, 'POST', BASE, body, language);

describe('creating and editing a project', () => {
  it('creates a project with its code, audits it, and answers 409 for a taken code', async () => {
    const partner = await newPartner(t);
    const response = await create(projectBody(partner, { code: `${partner.toLowerCase()}-skt-2026-004` }));
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      code: `${partner}-SKT-2026-004`,
      partner,
      status: 'active',
      enrolled: 0,
      spent: 0,
      completionRate: 0,
    });
    expect(await auditFor(t, 'project.create', project.id)).toHaveLength(1);

    const again = await create(projectBody(partner, { code: `${partner}-SKT-2026-004` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`The project code ${partner}-SKT-2026-004 is already used by another project.`);
  });

  it('gives an empty code the next number of the partner, type and start year', async () => {
    const partner = await newPartner(t);
    const first = (await create(projectBody(partner, { code: '' }))).json();
    const second = (await create(projectBody(partner, { startDate: '2026-03-01' }))).json();
    const otherYear = (await create(projectBody(partner, { startDate: '2025-03-01' }))).json();
    expect([first.code, second.code, otherYear.code]).toEqual([
      `${partner}-SKT-2026-001`,
      `${partner}-SKT-2026-002`,
      `${partner}-SKT-2025-001`,
    ]);
  });

  it('refuses a code that does not follow the format or disagrees with the partner and type, in English and Swahili', async () => {
    const partner = await newPartner(t);
    const malformed = await create(projectBody(partner, { code: 'WFP-2026-1' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      { path: 'code', message: 'Use the format PARTNER-TYPE-YEAR-NUMBER, e.g. WFP-CFW-2024-001' },
    ]);
    const mismatch = await create(projectBody(partner, { code: `${partner}-CFW-2026-001` }), 'sw');
    expect(mismatch.json().errors[0]).toEqual({
      path: 'code',
      message: expect.stringContaining('Msimbo lazima uanze na mshirika'),
    });
  });

  it('checks the dates, name, target, budget, location, type and status', async () => {
    const response = await create(
      projectBody(await newPartner(t), {
        name: 'ab',
        targetBeneficiaries: 0,
        budget: -5,
        location: 'MARS',
        type: 'fishing',
        status: 'done',
        endDate: '2025-01-01',
      }),
    );
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().errors.map((error: { path: string; message: string }) => [error.path, error.message]),
    );
    expect(messages).toMatchObject({
      name: 'Project name must be at least 3 characters',
      targetBeneficiaries: 'The target must be at least 1 beneficiary',
      budget: 'The budget must be 0 or more whole US dollars',
      location: 'Please choose a location',
      type: 'Please choose a project type',
      status: 'Choose Active, Planning, Completed or Suspended',
    });
    const dates = await create(projectBody(await newPartner(t), { endDate: '2025-01-01' }), 'sw');
    expect(dates.json().errors).toEqual([
      { path: 'endDate', message: 'Tarehe ya kumalizika lazima iwe siku ya kuanza au baadaye' },
    ]);
    const programme = await create(projectBody(await newPartner(t), { programmeId: 'no-such-programme' }));
    expect(programme.json().errors).toEqual([{ path: 'programmeId', message: 'This programme does not exist' }]);
    expect((await create(projectBody(await newPartner(t), { programmeId: 'skills-training' }))).statusCode).toBe(201);
  });

  it('edits a project: the merged project must still follow the rules', async () => {
    const partner = await newPartner(t);
    const project = (await create(projectBody(partner))).json();
    const url = `${BASE}/${project.id}`;
    const edited = await call(t, officer, 'PATCH', url, {
      name: 'Tailoring and design',
      status: 'suspended',
      budget: 12_000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Tailoring and design',
      status: 'suspended',
      budget: 12_000,
      code: project.code,
      startDate: '2026-01-15',
    });
    expect(await auditFor(t, 'project.update', project.id)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ changed: ['name', 'budget', 'status'] }) }),
    ]);

    const reversed = await call(t, officer, 'PATCH', url, { startDate: '2027-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { path: 'endDate', message: 'The end date must be on or after the start date' },
    ]);
    const otherType = await call(t, officer, 'PATCH', url, { type: 'cash_for_work' });
    expect(otherType.json().errors).toEqual([{ path: 'code', message: expect.stringContaining('partner and type') }]);
    const retyped = await call(t, officer, 'PATCH', url, { type: 'cash_for_work', code: `${partner}-CFW-2026-010` });
    expect(retyped.json()).toMatchObject({ type: 'cash_for_work', code: `${partner}-CFW-2026-010` });
    expect((await call(t, officer, 'PATCH', url, { unknown: 1 })).statusCode).toBe(400);
    expect((await call(t, officer, 'PATCH', `${BASE}/${newId()}`, { name: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('figures', () => {
  it('computes enrolled, completed, spent and the rates of one project, in the list, on its page and in the cards', async () => {
    const partner = await newPartner(t);
    const before = (await call(t, officer, 'GET', `${BASE}/summary`)).json();
    const project = (await create(projectBody(partner, { targetBeneficiaries: 4, budget: 10_000 }))).json();
    const people = await Promise.all(['Figure1', 'Figure2', 'Figure3'].map((name) => buildPerson(t, name)));
    await call(t, officer, 'POST', `${BASE}/${project.id}/enrolments`, { beneficiaryIds: people });
    const enrolments = (await call(t, officer, 'GET', `${BASE}/${project.id}/enrolments`)).json().items;
    const byPerson = (id: string) => enrolments.find((row: { beneficiaryId: string }) => row.beneficiaryId === id).id;
    await call(t, officer, 'POST', `${BASE}/${project.id}/enrolments/${byPerson(people[0]!)}/complete`);
    await call(t, officer, 'POST', `${BASE}/${project.id}/enrolments/${byPerson(people[2]!)}/withdraw`, {
      reason: 'Moved to Nairobi',
    });
    await call(t, officer, 'POST', `${BASE}/${project.id}/expenditures`, {
      amount: 2_500,
      description: 'Sewing machines',
      spentOn: '2026-02-01',
    });
    await call(t, officer, 'POST', `${BASE}/${project.id}/expenditures`, {
      amount: 1_000,
      description: 'Fabric',
      spentOn: '2026-02-03',
    });
    const activity = (
      await call(t, officer, 'POST', `${BASE}/${project.id}/activities`, {
        title: 'Class one',
        activityDate: '2026-02-05',
        place: 'Hall',
      })
    ).json();
    await call(t, officer, 'PUT', `/api/v1/staff/activities/${activity.id}/attendance`, {
      records: [
        { beneficiaryId: people[0], present: true },
        { beneficiaryId: people[1], present: false },
      ],
    });

    const expected = {
      enrolled: 2,
      completed: 1,
      spent: 3_500,
      completionRate: 50,
      enrolmentRate: 50,
      percentSpent: 35,
      attendanceRate: 50,
    };
    const list = (await call(t, officer, 'GET', `${BASE}?partner=${partner.toLowerCase()}`)).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 10, items: [expect.objectContaining(expected)] });
    expect((await call(t, officer, 'GET', `${BASE}/${project.id}`)).json()).toMatchObject({
      ...expected,
      present: 1,
      attendanceTaken: 2,
    });

    // Other files add projects to the same database meanwhile: the cards grow by at least this project's share.
    const after = (await call(t, officer, 'GET', `${BASE}/summary`)).json();
    expect(after.activeProjects).toBeGreaterThanOrEqual(before.activeProjects + 1);
    expect(after.totalBudget).toBeGreaterThanOrEqual(before.totalBudget + 10_000);
    expect(after.totalSpent).toBeGreaterThanOrEqual(before.totalSpent + 3_500);
    expect(after.beneficiariesServed).toBeGreaterThanOrEqual(before.beneficiariesServed + 2);
    expect(after.percentSpent).toBe(Math.round((after.totalSpent / after.totalBudget) * 100));
    expect(after.completionRate).toBeGreaterThanOrEqual(0);
  });

  it('filters by status, type, search and pages the list', async () => {
    const partner = await newPartner(t);
    for (const [index, status] of ['active', 'planning', 'planning'].entries()) {
      await create(projectBody(partner, { status, name: `Bakery ${partner} ${index}`, type: 'business_support' }));
    }
    const list = (query: string) =>
      call(t, officer, 'GET', `${BASE}?partner=${partner}&${query}`).then((response) => response.json());
    expect((await list('status=planning')).total).toBe(2);
    expect((await list('type=skills_training')).total).toBe(0);
    expect(
      (await list(`q=bakery ${partner.toLowerCase()} 1`)).items.map((item: { name: string }) => item.name),
    ).toEqual([`Bakery ${partner} 1`]);
    expect((await list(`q=${partner}-BDS`)).total).toBe(3);
    const paged = await list('pageSize=2&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.items).toHaveLength(1);
    expect((await call(t, officer, 'GET', `${BASE}?status=finished`)).statusCode).toBe(400);
    expect((await call(t, officer, 'GET', `${BASE}?pageSize=101`)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('is for approved, active staff: 401 without a session, 403 for other portals, 404 for unknown projects', async () => {
    expect((await call(t, null, 'GET', BASE)).statusCode).toBe(401);
    expect((await call(t, null, 'POST', BASE, projectBody('WFP'))).statusCode).toBe(401);
    const beneficiary = await buildUser(t, { userType: 'beneficiary' });
    const employer = await buildEmployer(t);
    const pending = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null });
    for (const user of [beneficiary, employer, pending]) {
      expect((await call(t, user, 'GET', `${BASE}/summary`)).statusCode).toBe(403);
      expect((await call(t, user, 'POST', BASE, projectBody(await newPartner(t)))).statusCode).toBe(403);
    }
    expect((await call(t, officer, 'GET', `${BASE}/${newId()}`)).statusCode).toBe(404);
    const notUuid = await call(t, officer, 'GET', `${BASE}/not-a-project`, undefined, 'sw');
    expect(notUuid.json()).toMatchObject({ status: 404, detail: 'Hatukuweza kupata mradi huu.' });
  });
});
