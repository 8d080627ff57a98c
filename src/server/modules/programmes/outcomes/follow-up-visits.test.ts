import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildOutcomeWorld, GRADUATION, send, type OutcomeWorld } from './outcome-fixtures';
import { defaultFollowUpQuestions } from '@domain/programmes/follow-up';

/*
 * Follow-up as officers and people use it: the designer saves the questionnaire and opens rounds, officers
 * in Kakuma get their camp's visits and record them, a person answers their own in the portal.
 */

let t: TestApp;
let world: OutcomeWorld;
let followUp: string;
let sixMonthRound: string;

const visitsOf = async (user: OutcomeWorld['staff']['designer'], query = '') =>
  (await send(t, user, 'GET', `${followUp}/visits?pageSize=100${query}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  world = await buildOutcomeWorld(t);
  followUp = `/api/v1/staff/programmes/${world.programme.id}/follow-up`;
});
afterAll(async () => t.close());

describe('the follow-up plan', () => {
  it('starts from the default questionnaire and saves the programme’s own with its criteria', async () => {
    const before = (await send(t, world.staff.designer, 'GET', followUp)).json();
    expect(before).toMatchObject({ configured: false, selfReport: false, graduation: [], rounds: [] });
    expect(before.questions.map((question: { id: string }) => question.id)).toContain('household-income');

    const plan = { questions: defaultFollowUpQuestions(), selfReport: true, graduation: GRADUATION };
    const saved = await send(t, world.staff.designer, 'PUT', followUp, plan);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ configured: true, selfReport: true, graduation: GRADUATION });
  });

  it('refuses a criterion on a question the questionnaire does not ask, or of the wrong kind', async () => {
    const plan = {
      questions: defaultFollowUpQuestions(),
      selfReport: true,
      graduation: [{ kind: 'answered_yes', question: 'monthly-revenue', atMonths: 6 }],
    };
    const refused = await send(t, world.staff.designer, 'PUT', followUp, plan);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: expect.stringMatching(/graduation criteria do not match the questionnaire/),
      errors: [{ path: 'graduation.0.question', message: expect.stringMatching(/of the right kind/) }],
    });
  });

  it('keeps changing the plan and opening rounds to designers of the programme’s organisation', async () => {
    const plan = { questions: defaultFollowUpQuestions(), selfReport: false, graduation: [] };
    expect((await send(t, world.staff.kakumaOfficer, 'PUT', followUp, plan)).statusCode).toBe(403);
    expect((await send(t, world.staff.drcOfficer, 'PUT', followUp, plan)).statusCode).toBe(404);
    expect((await send(t, world.staff.drcOfficer, 'POST', `${followUp}/rounds`, { monthsAfter: 6 })).statusCode).toBe(
      404,
    );
  });
});

describe('rounds and visits', () => {
  it('opens a round with a visit per completed person, due months after their end, officers by camp', async () => {
    const refused = await send(t, world.staff.designer, 'POST', `${followUp}/rounds`, {
      monthsAfter: 6,
      officers: [{ camp: 'KAK', officerId: world.staff.drcOfficer.userId }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: expect.stringMatching(/officer who cannot take these visits/),
      errors: [{ path: 'officers.0.officerId', message: expect.stringMatching(/not an active staff member/) }],
    });

    const opened = await send(t, world.staff.designer, 'POST', `${followUp}/rounds`, {
      monthsAfter: 6,
      officers: [{ camp: 'KAK', officerId: world.staff.kakumaOfficer.userId }],
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().visitsCreated).toBe(4);
    sixMonthRound = opened.json().id;

    const again = await send(t, world.staff.designer, 'POST', `${followUp}/rounds`, { monthsAfter: 6 });
    expect(again.json()).toEqual({ id: sixMonthRound, visitsCreated: 0 });

    const lead = await visitsOf(world.staff.leadAdmin);
    expect(lead.total).toBe(4);
    const byName = Object.fromEntries(lead.items.map((visit: { name: string }) => [visit.name.split(' ')[0], visit]));
    expect(byName.Amina).toMatchObject({
      dueOn: '2026-07-15',
      camp: 'KAK',
      status: 'due',
      officer: { id: world.staff.kakumaOfficer.userId },
    });
    expect(byName.Chol).toMatchObject({ dueOn: '2026-08-01' });
    expect(byName.Esther).toMatchObject({ camp: 'DAD', officer: null });
  });

  it('shows officers the visits of people in their places only, theirs on asking', async () => {
    const kakuma = await visitsOf(world.staff.kakumaOfficer);
    expect(kakuma.items.map((visit: { name: string }) => visit.name.split(' ')[0]).sort()).toEqual([
      'Amina',
      'Bashir',
      'Chol',
    ]);
    expect((await visitsOf(world.staff.kakumaOfficer, '&mine=true')).total).toBe(3);
    expect((await visitsOf(world.staff.nairobiOfficer)).total).toBe(0);
    expect((await send(t, world.staff.drcOfficer, 'GET', `${followUp}/visits`)).statusCode).toBe(404);
  });

  it('lets an officer record a visit, checking the answers against the questionnaire', async () => {
    const amina = (await visitsOf(world.staff.kakumaOfficer)).items.find(
      (visit: { beneficiaryId: string }) => visit.beneficiaryId === world.people.amina.beneficiaryId,
    );
    const url = `/api/v1/staff/follow-up-visits/${amina.id}`;
    const wrong = await send(t, world.staff.kakumaOfficer, 'PUT', url, {
      answers: { 'business-trading': 'yes', colour: 'red' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/Some answers are missing or do not fit their question/);
    expect(
      wrong
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['answers.business-trading', 'answers.colour', 'answers.employed']);

    const answers = { 'business-trading': true, employed: false, 'household-income': 8000 };
    const recorded = await send(t, world.staff.kakumaOfficer, 'PUT', url, { answers });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ status: 'recorded', recordedVia: 'officer', answers });

    const audit = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetId, world.people.amina.beneficiaryId),
          eq(auditEvents.action, 'programme.follow_up_visit_recorded'),
        ),
      );
    expect(audit).toHaveLength(1);

    const outOfPlaces = await send(t, world.staff.nairobiOfficer, 'PUT', url, { answers });
    expect(outOfPlaces.statusCode).toBe(404);
    expect(outOfPlaces.json().detail).toMatch(/This follow-up visit does not exist/);
    expect((await send(t, world.staff.drcOfficer, 'PUT', url, { answers })).statusCode).toBe(404);
    expect(
      (await send(t, world.staff.kakumaOfficer, 'PUT', '/api/v1/staff/follow-up-visits/not-a-visit', { answers }))
        .statusCode,
    ).toBe(404);
  });

  it('counts each round’s visits and recorded ones', async () => {
    const overview = (await send(t, world.staff.leadAdmin, 'GET', followUp)).json();
    expect(overview.rounds).toEqual([
      expect.objectContaining({ id: sixMonthRound, monthsAfter: 6, visits: 4, recorded: 1 }),
    ]);
  });
});

describe('answering in the portal', () => {
  const OWN = '/api/v1/beneficiary/follow-up-visits';

  it('lists a person’s due visits with the questions, and takes their answers', async () => {
    const { bashir } = world.people;
    const listed = (await send(t, bashir, 'GET', OWN)).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ monthsAfter: 6, dueOn: '2026-07-15', status: 'due', answers: null });
    expect(listed[0].questions).toHaveLength(defaultFollowUpQuestions().length);

    const answers = { 'business-trading': false, employed: true, employer: 'Kakuma hotel', 'household-income': 9000 };
    const answered = await send(t, bashir, 'PUT', `${OWN}/${listed[0].id}`, { answers });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'recorded', answers });
    const seen = (await visitsOf(world.staff.kakumaOfficer)).items.find(
      (visit: { id: string }) => visit.id === listed[0].id,
    );
    expect(seen).toMatchObject({ recordedVia: 'person' });
  });

  it('answers 404 for someone else’s visit, and for one an officer recorded', async () => {
    const { amina, bashir } = world.people;
    const bashirVisit = (await send(t, bashir, 'GET', OWN)).json().items[0];
    const answers = { 'business-trading': true, employed: true };
    const someoneElses = await send(t, amina, 'PUT', `${OWN}/${bashirVisit.id}`, { answers });
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.json().detail).toBe('We could not find this follow-up visit.');
    expect((await send(t, amina, 'GET', OWN)).json().items).toEqual([]);
    expect((await send(t, amina, 'PUT', `${OWN}/nonsense`, { answers })).statusCode).toBe(404);
  });
});
