import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildComplaint } from '@server/test-support/record-builders';
import { buildPartnerStaff, buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { expectProblem } from './complaint-fixtures';

const URL = '/api/v1/staff/feedback';

describe('a partner officer handles only the complaints of their own caseload', () => {
  let t: TestApp;
  let world: ScopeWorld;
  let leadAdmin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    world = await buildScopeWorld(t);
    leadAdmin = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const as = (user: BuiltUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  const queue = async (user: BuiltUser, query = '') => {
    const response = await as(user, 'GET', `${URL}?status=all&pageSize=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: { id: string }[]; total: number }>();
    return { ids: page.items.map((item) => item.id), total: page.total };
  };

  it('lists and counts only the cases of people in scope', async () => {
    expect(await queue(world.irc.officer)).toEqual({ ids: [world.irc.own.complaintId], total: 1 });
    expect(await queue(world.drc.officer)).toEqual({ ids: [world.drc.own.complaintId], total: 1 });
    const lead = await queue(leadAdmin);
    expect(lead.ids).toEqual(
      expect.arrayContaining([world.irc.own.complaintId, world.drc.own.complaintId, world.nairobi.complaintId]),
    );
  });

  it('does not find another caseload’s case by the reference its person quotes', async () => {
    const reference = world.drc.own.complaintReference;
    expect(await queue(world.irc.officer, `&reference=${reference}`)).toEqual({ ids: [], total: 0 });
    expect((await queue(world.drc.officer, `&reference=${reference}`)).ids).toEqual([world.drc.own.complaintId]);
  });

  it('answers 404 for a case outside scope, to read or to act on', async () => {
    const outside = world.drc.own.complaintId;
    expect((await as(world.irc.officer, 'GET', `${URL}/${outside}`)).statusCode).toBe(404);
    expect((await as(world.irc.officer, 'POST', `${URL}/${outside}/notes`, { message: 'Called her' })).statusCode).toBe(
      404,
    );
    expect((await as(world.irc.officer, 'POST', `${URL}/${outside}/assign`, {})).statusCode).toBe(404);
    expect((await as(world.irc.officer, 'GET', `${URL}/${world.irc.own.complaintId}`)).statusCode).toBe(200);
  });

  it('offers and accepts as handler only colleagues whose scope includes the case’s person', async () => {
    const kakumaCase = world.irc.own.complaintId;
    const assignees = await as(leadAdmin, 'GET', `${URL}/${kakumaCase}/assignees`);
    expect(assignees.statusCode, assignees.body).toBe(200);
    const offered = assignees.json<{ items: { userId: string }[] }>().items.map((item) => item.userId);
    expect(offered).toContain(world.irc.officer.userId);
    expect(offered).toContain(leadAdmin.userId);
    expect(offered).not.toContain(world.drc.officer.userId);

    expectProblem(
      await as(leadAdmin, 'POST', `${URL}/${kakumaCase}/assign`, { userId: world.drc.officer.userId }),
      409,
      'This staff member does not work with this person (their organisation and places do not include them), so they cannot handle this case.',
    );
    const handed = await as(leadAdmin, 'POST', `${URL}/${kakumaCase}/assign`, { userId: world.irc.officer.userId });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({ assignedTo: { id: world.irc.officer.userId } });
  });

  it('shows the choice of handlers to administrators only, and not for a case outside scope', async () => {
    const own = world.irc.own.complaintId;
    expect((await as(world.irc.officer, 'GET', `${URL}/${own}/assignees`)).statusCode).toBe(403);
    expect((await as(world.irc.officer, 'GET', `${URL}/${world.drc.own.complaintId}/assignees`)).statusCode).toBe(404);
  });

  it('keeps a sensitive case for safeguarding staff, and within their scope', async () => {
    const sensitive = await buildComplaint(t, world.irc.own.person.id, {
      sensitive: true,
      category: 'sexual_exploitation_abuse',
    });
    const safeguardingInKakuma = await buildPartnerStaff(t, { organisation: 'IRC', places: 'KAK', safeguarding: true });
    const safeguardingInDadaab = await buildPartnerStaff(t, { organisation: 'DRC', places: 'DAD', safeguarding: true });
    expect((await queue(world.irc.officer)).ids).not.toContain(sensitive.id);
    expect((await queue(safeguardingInKakuma)).ids).toContain(sensitive.id);
    expect((await queue(safeguardingInDadaab)).ids).not.toContain(sensitive.id);
    expect((await as(safeguardingInDadaab, 'GET', `${URL}/${sensitive.id}`)).statusCode).toBe(404);
  });
});
