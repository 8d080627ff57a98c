import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildPartnerStaff, buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/messages';
const words = { subject: 'Distribution day', message: 'Please come to the office on Friday.' };

describe('a partner officer writes to and reads only the people of their own caseload', () => {
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
  const inbox = async (user: BuiltUser) => {
    const response = await as(user, 'GET', `${URL}/inbox?pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: { id: string }[]; total: number; unreadTotal: number }>();
    return { ids: page.items.map((item) => item.id), total: page.total, unread: page.unreadTotal };
  };
  const send = (user: BuiltUser, audience: object) => as(user, 'POST', URL, { ...words, audience });

  it('shows and counts only conversations with people in scope', async () => {
    expect(await inbox(world.irc.officer)).toEqual({ ids: [world.irc.own.threadId], total: 1, unread: 1 });
    expect(await inbox(world.drc.officer)).toEqual({ ids: [world.drc.own.threadId], total: 1, unread: 1 });
    expect((await inbox(leadAdmin)).ids).toEqual(
      expect.arrayContaining([world.irc.own.threadId, world.drc.own.threadId, world.nairobi.threadId]),
    );
  });

  it('answers 404 for a conversation or a person outside scope, to read or to answer', async () => {
    const officer = world.irc.officer;
    expect((await as(officer, 'GET', `${URL}/${world.drc.own.threadId}`)).statusCode).toBe(404);
    expect(
      (await as(officer, 'POST', `${URL}/${world.drc.own.threadId}/replies`, { message: 'Hello' })).statusCode,
    ).toBe(404);
    const person = `/api/v1/staff/beneficiaries/${world.nairobi.person.id}/messages`;
    expect((await as(officer, 'GET', person)).statusCode).toBe(404);
    expect((await as(officer, 'GET', `${URL}/${world.irc.own.threadId}`)).statusCode).toBe(200);
    const answered = await as(officer, 'POST', `${URL}/${world.irc.own.threadId}/replies`, { message: 'Hello' });
    expect(answered.statusCode, answered.body).toBe(201);
  });

  it('refuses to write to one person outside scope', async () => {
    const refused = await send(world.irc.officer, { type: 'person', beneficiaryId: world.drc.own.person.id });
    expect(refused.statusCode).toBe(404);
    const sent = await send(world.irc.officer, { type: 'person', beneficiaryId: world.irc.own.person.id });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('refuses a camp, project or programme outside scope, before counting or sending', async () => {
    const officer = world.irc.officer;
    for (const audience of [
      { type: 'camp', camp: 'DAD' },
      { type: 'project', projectId: world.drc.own.projectId },
      { type: 'programme', programmeId: world.drc.own.programmeId },
    ]) {
      expect((await as(officer, 'POST', `${URL}/audience-count`, { audience })).statusCode).toBe(404);
      expect((await send(officer, audience)).statusCode).toBe(404);
    }
  });

  it('reaches only the people in scope in a camp group, and everyone there with the whole registry', async () => {
    // Someone in Kakuma whom only the lead agency works with is not among a Kakuma-area officer's people...
    const inKakuma = await buildBeneficiary(t, { locationCamp: 'KAK', locationArea: 'KAK4', status: 'active' });
    const areaOfficer = await buildPartnerStaff(t, {
      organisation: 'IRC',
      places: [{ camp: 'KAK', area: 'KAK1', block: null }],
    });
    const count = async (user: BuiltUser) =>
      (await as(user, 'POST', `${URL}/audience-count`, { audience: { type: 'camp', camp: 'KAK' } })).json<{
        recipients: number;
      }>().recipients;
    // ...the area officer reaches only their area of Kakuma, the camp officer all of it, the lead admin too.
    expect(await count(areaOfficer)).toBe(1);
    expect(await count(world.irc.officer)).toBe(2);
    expect(await count(leadAdmin)).toBe(2);
    const sent = await send(areaOfficer, { type: 'camp', camp: 'KAK' });
    expect(sent.json<{ recipients: number }>().recipients).toBe(1);
    const theirs = await as(leadAdmin, 'GET', `/api/v1/staff/beneficiaries/${inKakuma.id}/messages`);
    expect(theirs.json<{ total: number }>().total).toBe(0);
  });

  it('sends to a project and a programme of the officer’s own organisation', async () => {
    const project = await send(world.drc.officer, { type: 'project', projectId: world.drc.own.projectId });
    expect(project.json<{ recipients: number }>().recipients).toBe(1);
    const programme = await send(world.drc.officer, { type: 'programme', programmeId: world.drc.own.programmeId });
    expect(programme.json<{ recipients: number }>().recipients).toBe(1);
  });
});
