import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/documents';

describe('a partner officer checks only the documents of their own caseload', () => {
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
  const queueIds = async (user: BuiltUser) => {
    const response = await as(user, 'GET', `${URL}?pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: { id: string }[]; total: number }>();
    return { ids: page.items.map((item) => item.id), total: page.total };
  };

  it('lists and counts only the documents of people in scope', async () => {
    const irc = await queueIds(world.irc.officer);
    expect(irc.ids).toEqual([world.irc.own.documentId]);
    expect(irc.total).toBe(1);
    const drc = await queueIds(world.drc.officer);
    expect(drc.ids).toEqual([world.drc.own.documentId]);
  });

  it('lists every document for the lead agency with the whole registry', async () => {
    const { ids } = await queueIds(leadAdmin);
    expect(ids).toEqual(
      expect.arrayContaining([world.irc.own.documentId, world.drc.own.documentId, world.nairobi.documentId]),
    );
  });

  it('answers 404 for a document outside scope, as for one that does not exist', async () => {
    expect((await as(world.irc.officer, 'GET', `${URL}/${world.irc.own.documentId}`)).statusCode).toBe(200);
    for (const id of [world.drc.own.documentId, world.nairobi.documentId]) {
      const response = await as(world.irc.officer, 'GET', `${URL}/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(world.drc.own.person.lastName);
      expect((await as(world.irc.officer, 'GET', `${URL}/${id}/file`)).statusCode).toBe(404);
    }
  });

  it('refuses to start or decide a review outside scope, and leaves the document as it was', async () => {
    const id = world.drc.own.documentId;
    expect((await as(world.irc.officer, 'POST', `${URL}/${id}/start-review`)).statusCode).toBe(404);
    const decided = await as(world.irc.officer, 'POST', `${URL}/${id}/decision`, { decision: 'verify', notes: '' });
    expect(decided.statusCode).toBe(404);
    const seen = await as(world.drc.officer, 'GET', `${URL}/${id}`);
    expect(seen.json<{ status: string }>().status).toBe('pending');
  });
});
