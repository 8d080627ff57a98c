import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildProgramme } from '@server/test-support/programme-builders';
import { buildProject, uniqueProjectCode } from '@server/test-support/project-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { PROGRAMMES, send, tailoringCohort } from './design-fixtures';

/*
 * Programmes belong to an organisation: an IRC designer in Kakuma and a DRC designer in Dadaab each read and
 * design their own organisation's programmes; the lead agency reads them all.
 */

let t: TestApp;
let ircDesigner: BuiltUser;
let drcDesigner: BuiltUser;
let leadAdmin: BuiltUser;
let ircProgramme: string;
let drcProgramme: string;

const designer = { status: 'active' as const, isAdmin: false, site: null, programmeDesign: true };

beforeAll(async () => {
  t = await createTestApp();
  ircDesigner = await buildStaffMember(t, {
    ...designer,
    organisation: 'IRC',
    places: [{ camp: 'KAK', area: null, block: null }],
  });
  drcDesigner = await buildStaffMember(t, {
    ...designer,
    organisation: 'DRC',
    places: [{ camp: 'DAD', area: null, block: null }],
  });
  leadAdmin = await buildStaffMember(t, { status: 'active', isAdmin: true, site: null });
  await buildProject(t, { code: uniqueProjectCode(), partner: 'DRC' });
  ircProgramme = (await buildProgramme(t, { id: `irc-${randomInt(1e9)}`, organisation: 'IRC' })).id;
  drcProgramme = (await buildProgramme(t, { id: `drc-${randomInt(1e9)}`, organisation: 'DRC' })).id;
});
afterAll(async () => t.close());

const idsOf = async (user: BuiltUser) =>
  (await send(t, user, 'GET', `${PROGRAMMES}?pageSize=100`)).json().items.map((item: { id: string }) => item.id);

describe('programmes in scope', () => {
  it('lists the organisation’s programmes only, with their organisation; the lead agency lists all', async () => {
    const irc = await idsOf(ircDesigner);
    expect(irc).toContain(ircProgramme);
    expect(irc).not.toContain(drcProgramme);
    expect(irc).not.toContain('cash-transfer');
    expect(await idsOf(leadAdmin)).toEqual(expect.arrayContaining([ircProgramme, drcProgramme, 'cash-transfer']));
    const detail = (await send(t, ircDesigner, 'GET', `${PROGRAMMES}/${ircProgramme}`)).json();
    expect(detail.organisation).toBe('IRC');
  });

  it('answers 404 for another organisation’s programme, to read or to change it', async () => {
    const url = `${PROGRAMMES}/${drcProgramme}`;
    const refused = [
      await send(t, ircDesigner, 'GET', url),
      await send(t, ircDesigner, 'GET', `${url}/formulas`),
      await send(t, ircDesigner, 'PUT', url, tailoringCohort()),
      await send(t, ircDesigner, 'POST', `${url}/status`, { status: 'paused' }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await send(t, drcDesigner, 'GET', url)).statusCode).toBe(200);
  });

  it('makes a new programme the designer’s organisation’s, linking only its own projects', async () => {
    const own = await buildProject(t, { code: uniqueProjectCode(), partner: 'IRC', location: 'KAK' });
    const other = await buildProject(t, { code: uniqueProjectCode(), partner: 'DRC', location: 'DAD' });
    const refused = await send(t, ircDesigner, 'POST', PROGRAMMES, tailoringCohort({ projectIds: [other.id] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'projectIds.0', message: expect.any(String) }]);

    const created = await send(t, ircDesigner, 'POST', PROGRAMMES, tailoringCohort({ projectIds: [own.id] }));
    expect(created.statusCode).toBe(201);
    const programme = (await send(t, ircDesigner, 'GET', `${PROGRAMMES}/${created.json().id}`)).json();
    expect(programme).toMatchObject({ organisation: 'IRC', projects: [expect.objectContaining({ id: own.id })] });
    expect((await send(t, drcDesigner, 'GET', `${PROGRAMMES}/${created.json().id}`)).statusCode).toBe(404);
  });
});
