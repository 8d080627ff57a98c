import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildProgrammeApplication } from '@server/test-support/record-builders';
import { buildScopeWorld, type ScopeWorld } from '@server/test-support/scope-world';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

/*
 * An IRC officer in Kakuma reviews the applications to IRC's programmes, and those of Kakuma people to any
 * programme (a WFP one here): the queue's programme filter offers exactly the programmes of that queue.
 */
describe('the application queue’s programme filter follows the queue’s scope', () => {
  let t: TestApp;
  let world: ScopeWorld;
  let leadAdmin: BuiltUser;
  let wfpAppliedTo: string;
  let wfpUntouched: string;
  let kakumaApplication: string;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    world = await buildScopeWorld(t);
    leadAdmin = await buildStaffAdmin(t);
    wfpAppliedTo = (await buildProgramme(t, { organisation: 'WFP' })).id;
    wfpUntouched = (await buildProgramme(t, { organisation: 'WFP' })).id;
    kakumaApplication = (await buildProgrammeApplication(t, world.irc.own.person.id, { programId: wfpAppliedTo })).id;
    // A draft is the person's own until sent: it does not bring its programme into anyone's queue.
    await buildProgrammeApplication(t, world.irc.own.person.id, { programId: wfpUntouched, status: 'draft' });
  });
  afterAll(() => t.close());

  const get = (user: BuiltUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const choices = async (user: BuiltUser) => {
    const response = await get(user, '/api/v1/staff/applications/programmes');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { id: string; name: string }[] }>().items.map((item) => item.id);
  };

  it('offers the officer’s organisation’s programmes and those their people applied to, nothing else', async () => {
    expect((await choices(world.irc.officer)).sort()).toEqual([world.irc.own.programmeId, wfpAppliedTo].sort());
    expect(await choices(world.drc.officer)).toEqual([world.drc.own.programmeId]);
  });

  it('filters the queue to a programme run by another organisation', async () => {
    const response = await get(world.irc.officer, `/api/v1/staff/applications?programme=${wfpAppliedTo}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([kakumaApplication]);
  });

  it('offers every programme to the whole registry', async () => {
    expect(await choices(leadAdmin)).toEqual(
      expect.arrayContaining([world.irc.own.programmeId, world.drc.own.programmeId, wfpAppliedTo, wfpUntouched]),
    );
  });
});
