import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFollowUpQuestions } from '@domain/programmes/follow-up';
import { auditEvents } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildOutcomeWorld, send, type OutcomeWorld } from './outcome-fixtures';

/*
 * Handing a follow-up visit to another officer: a designer of the programme's organisation moves Amina's
 * visit (Kakuma) from herself to the Kakuma officer; the Nairobi officer, whose places hold nobody of the
 * programme, and an officer of another organisation cannot take it.
 */

let t: TestApp;
let world: OutcomeWorld;
let visitUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildOutcomeWorld(t);
  const followUp = `/api/v1/staff/programmes/${world.programme.id}/follow-up`;
  const { designer } = world.staff;
  await send(t, designer, 'PUT', followUp, {
    questions: defaultFollowUpQuestions(),
    selfReport: false,
    graduation: [],
  });
  await send(t, designer, 'POST', `${followUp}/rounds`, {
    monthsAfter: 3,
    officers: [{ camp: 'KAK', officerId: designer.userId }],
  });
  const visits = (await send(t, designer, 'GET', `${followUp}/visits?pageSize=100`)).json();
  const amina = visits.items.find(
    (visit: { beneficiaryId: string }) => visit.beneficiaryId === world.people.amina.beneficiaryId,
  );
  visitUrl = `/api/v1/staff/follow-up-visits/${amina.id}`;
});
afterAll(async () => t.close());

describe('handing a visit to another officer', () => {
  it('offers the organisation’s officers who reach the person, not the one holding it', async () => {
    const response = await send(t, world.staff.designer, 'GET', `${visitUrl}/officers`);
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((item: { id: string }) => item.id);
    expect(ids).toContain(world.staff.kakumaOfficer.userId);
    expect(ids).not.toContain(world.staff.designer.userId);
    expect(ids).not.toContain(world.staff.nairobiOfficer.userId);
    expect(ids).not.toContain(world.staff.drcOfficer.userId);
  });

  it('moves the visit to the Kakuma officer and records who did it', async () => {
    const moved = await send(t, world.staff.designer, 'PUT', `${visitUrl}/officer`, {
      officerId: world.staff.kakumaOfficer.userId,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      name: expect.stringMatching(/^Amina/),
      officer: { id: world.staff.kakumaOfficer.userId },
    });
    const mine = (
      await send(
        t,
        world.staff.kakumaOfficer,
        'GET',
        `/api/v1/staff/programmes/${world.programme.id}/follow-up/visits?mine=true&pageSize=100`,
      )
    ).json();
    expect(mine.items.map((visit: { id: string }) => visit.id)).toContain(moved.json().id);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'programme.follow_up_visit_reassigned'),
          eq(auditEvents.targetId, world.people.amina.beneficiaryId),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: world.staff.designer.userId,
      details: { from: world.staff.designer.userId, to: world.staff.kakumaOfficer.userId },
    });
  });

  it('answers 409 for an officer whose places do not hold the person, or of another organisation', async () => {
    for (const officer of [world.staff.nairobiOfficer, world.staff.drcOfficer]) {
      const refused = await send(t, world.staff.designer, 'PUT', `${visitUrl}/officer`, { officerId: officer.userId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toMatch(/cannot take the visit/);
    }
    const unknown = await send(t, world.staff.designer, 'PUT', `${visitUrl}/officer`, { officerId: 'nobody' });
    expect(unknown.statusCode).toBe(409);
  });

  it('keeps it to designers of the programme’s organisation', async () => {
    const body = { officerId: world.staff.kakumaOfficer.userId };
    expect((await send(t, world.staff.kakumaOfficer, 'PUT', `${visitUrl}/officer`, body)).statusCode).toBe(403);
    expect((await send(t, world.staff.kakumaOfficer, 'GET', `${visitUrl}/officers`)).statusCode).toBe(403);
    expect((await send(t, world.staff.drcOfficer, 'PUT', `${visitUrl}/officer`, body)).statusCode).toBe(404);
    const made = '/api/v1/staff/follow-up-visits/not-a-visit/officer';
    expect((await send(t, world.staff.designer, 'PUT', made, body)).statusCode).toBe(404);
    expect((await send(t, world.staff.designer, 'PUT', `${visitUrl}/officer`, {})).statusCode).toBe(400);
  });
});
