import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programApplications } from '@server/db/schema';
import { buildUser } from '@server/test-support/builders';
import { buildProject } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { APPLICATIONS, callAs, validForm } from './applications-fixtures';

describe('programme applications: my list', () => {
  let t: TestApp;
  let api: ReturnType<typeof callAs>;
  const ids: Record<string, string> = {};

  /*
   * One person with an application in each tab: a draft, a submitted one,
   * one approved, one rejected and one completed (the last three set as staff would).
   */
  beforeAll(async () => {
    t = await createTestApp();
    api = callAs(t, await buildUser(t));
    const post = async (programId: string) =>
      (await api('POST', APPLICATIONS, { ...validForm, programId })).json().id as string;
    const setStatus = (id: string, status: 'approved' | 'rejected' | 'completed', extra = {}) =>
      t.database.db
        .update(programApplications)
        .set({ status, ...extra })
        .where(eq(programApplications.id, id));
    ids.completed = await post('skills-training');
    await setStatus(ids.completed, 'completed', { startDate: new Date('2025-01-06'), endDate: new Date('2025-06-30') });
    ids.rejected = await post('business-grant');
    await setStatus(ids.rejected, 'rejected', { reviewerNotes: 'No business plan attached.' });
    ids.approved = await post('cash-transfer');
    const project = await buildProject(t, {
      code: `CT${randomUUID().slice(0, 6).toUpperCase()}-CSH-2030-001`,
      name: 'Cash for Dagahaley',
      partner: 'WFP',
      type: 'cash_for_work',
      targetBeneficiaries: 10,
      budget: 1000,
    });
    await setStatus(ids.approved, 'approved', { enrolledProjectId: project.id });
    ids.submitted = await post('business-grant');
    ids.draft = (
      await api('POST', `${APPLICATIONS}/drafts`, { programId: 'skills-training', step: 2, data: {} })
    ).json().id;
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await api('GET', `${APPLICATIONS}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lists everything newest first with the count of every tab', async () => {
    const page = await list('');
    expect(page).toMatchObject({
      page: 1,
      pageSize: 10,
      total: 5,
      counts: { all: 5, active: 2, drafts: 1, completed: 2 },
    });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([
      ids.draft,
      ids.submitted,
      ids.approved,
      ids.rejected,
      ids.completed,
    ]);
  });

  it('shows what each card needs', async () => {
    const items = (await list('status=completed')).items;
    expect(items.find((item: { id: string }) => item.id === ids.rejected)).toMatchObject({
      status: 'rejected',
      reviewerNotes: 'No business plan attached.',
      programName: 'Small Business Grant',
      enrolledProject: null,
    });
    expect(items.find((item: { id: string }) => item.id === ids.completed)).toMatchObject({
      startDate: '2025-01-06T00:00:00.000Z',
      endDate: '2025-06-30T00:00:00.000Z',
      priorityScore: 80,
      completionPercentage: 100,
      updatedAt: expect.any(String),
    });
    // An approval names the project it enrolled the person in, on the card and in the details.
    const active = (await list('status=active')).items;
    expect(active.find((item: { id: string }) => item.id === ids.approved)).toMatchObject({
      status: 'approved',
      enrolledProject: { name: 'Cash for Dagahaley', location: 'DAD' },
    });
    expect((await api('GET', `${APPLICATIONS}/${ids.approved}`)).json()).toMatchObject({
      enrolledProject: { name: 'Cash for Dagahaley', location: 'DAD' },
    });
  });

  it.each([
    ['active', ['submitted', 'approved']],
    ['drafts', ['draft']],
    ['completed', ['rejected', 'completed']],
  ])('filters the %s tab', async (status, expected) => {
    const page = await list(`status=${status}`);
    expect(page.items.map((item: { id: string }) => Object.entries(ids).find(([, id]) => id === item.id)?.[0])).toEqual(
      expected,
    );
    expect(page.total).toBe(expected.length);
  });

  it('pages through the list without overlap', async () => {
    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    const third = await list('pageSize=2&page=3');
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect([...first.items, ...second.items, ...third.items].map((item: { id: string }) => item.id)).toEqual([
      ids.draft,
      ids.submitted,
      ids.approved,
      ids.rejected,
      ids.completed,
    ]);
    expect((await list('pageSize=2&page=4')).items).toEqual([]);
  });

  it('refuses a page size above 100 and an unknown tab', async () => {
    expect((await api('GET', `${APPLICATIONS}?pageSize=101`)).statusCode).toBe(400);
    expect((await api('GET', `${APPLICATIONS}?status=archived`)).statusCode).toBe(400);
  });

  it('names the programmes in the reader language', async () => {
    const response = await api('GET', `${APPLICATIONS}?status=drafts`, undefined, 'sw');
    expect(response.json().items[0].programName).toBe('Mpango wa Kukuza Ujuzi');
  });

  it('shows nobody else their applications', async () => {
    const stranger = callAs(t, await buildUser(t));
    const response = await stranger('GET', APPLICATIONS);
    expect(response.json()).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
      counts: { all: 0, active: 0, drafts: 0, completed: 0 },
    });
  });
});
