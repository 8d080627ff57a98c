import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '@server/db/schema';
import { buildBeneficiary, buildBeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { dadaab, expectProblem, kakuma, MY_REFERRALS, REFERRALS, referralKit } from './referral-fixtures';

const NOT_FOUND = 'We could not find this referral.';
const WRONG_STATE =
  'This referral cannot move that way from where it is now. Reload the page to see its current status.';

describe('referrals between organisations', () => {
  let t: TestApp;
  let kit: ReturnType<typeof referralKit>;
  let irc: BuiltUser;
  let drc: BuiltUser;
  let drcColleague: BuiltUser;
  let wfp: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    kit = referralKit(t);
    irc = await kit.officer('IRC', kakuma);
    drc = await kit.officer('DRC', dadaab);
    drcColleague = await kit.officer('DRC', dadaab);
    wfp = await kit.officer('WFP', kakuma);
  });
  afterAll(() => t.close());

  const kakumaPerson = () =>
    buildBeneficiaryAccount(t, {
      locationCamp: 'KAK',
      locationArea: 'KK2',
      locationBlock: 'B4',
      phoneNumber: '+254722000111',
      dateOfBirth: '1990-05-04',
      gender: 'female',
      householdId: 'HH-KAK-77',
    });

  it('the receiving organisation reads only the shared fields, never the registry record', async () => {
    const person = await kakumaPerson();
    const sent = await kit.refer(irc, person.beneficiaryId);
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json() as { id: string };

    const seen = await kit.call(drc, 'GET', `${REFERRALS}/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      side: 'received',
      status: 'sent',
      consent: 'yes',
      beneficiaryId: null,
      sharedFields: ['name', 'phone'],
      person: {
        name: 'Halima Abdi',
        phone: '+254722000111',
        location: null,
        birthDate: null,
        gender: null,
        household: null,
        documents: null,
      },
      allowed: { accept: true, decline: true, close: false },
    });
    expect(JSON.stringify(seen.json())).not.toContain('1990-05-04');
    expect(JSON.stringify(seen.json())).not.toContain('HH-KAK-77');
    expect((await kit.call(drc, 'GET', `/api/v1/staff/beneficiaries/${person.beneficiaryId}`)).statusCode).toBe(404);

    const mine = await kit.call(irc, 'GET', `${REFERRALS}/${id}`);
    expect(mine.json()).toMatchObject({
      side: 'sent',
      beneficiaryId: person.beneficiaryId,
      allowed: { accept: false },
    });
  });

  it('shares more with consent, and only name and phone without it', async () => {
    const person = await kakumaPerson();
    const full = await kit.refer(irc, person.beneficiaryId, {
      consent: 'verbal',
      sharedFields: ['name', 'location', 'birthDate', 'household'],
    });
    expect(full.statusCode).toBe(201);
    const detail = (await kit.call(drc, 'GET', `${REFERRALS}/${full.json().id}`)).json();
    expect(detail.person).toMatchObject({
      name: 'Halima Abdi',
      phone: null,
      location: { camp: 'KAK', area: 'KK2', block: 'B4' },
      birthDate: '1990-05-04',
      household: { householdId: 'HH-KAK-77', size: 1 },
    });
    expect(detail.consentRecordedBy).toBe(irc.userId);

    const refused = await kit.refer(irc, person.beneficiaryId, { consent: 'no', sharedFields: ['name', 'birthDate'] });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Without consent, share only the name and phone number.');
    expect((await kit.refer(irc, person.beneficiaryId, { consent: 'no' })).statusCode).toBe(201);
  });

  it('refers only people in the officer scope, to another existing organisation', async () => {
    const outside = await buildBeneficiary(t, { locationCamp: 'DAD', locationArea: 'IFO' });
    expectProblem(await kit.refer(irc, outside.id), 404);
    expectProblem(await kit.refer(irc, 'not-an-id'), 404);
    const person = await kakumaPerson();
    expectProblem(await kit.refer(irc, person.beneficiaryId, { toOrganisation: 'IRC' }), 400);
    expectProblem(await kit.refer(irc, person.beneficiaryId, { toOrganisation: 'NOPE' }), 400);
  });

  it('a third organisation sees nothing: not listed, 404 by id and for every decision', async () => {
    const person = await kakumaPerson();
    const { id } = (await kit.refer(irc, person.beneficiaryId)).json() as { id: string };
    for (const box of ['sent', 'received']) {
      const page = (await kit.call(wfp, 'GET', `${REFERRALS}?box=${box}&pageSize=100`)).json();
      expect(page.items.map((item: { id: string }) => item.id)).not.toContain(id);
    }
    expectProblem(await kit.call(wfp, 'GET', `${REFERRALS}/${id}`), 404, NOT_FOUND);
    expectProblem(await kit.act(wfp, id, 'accept'), 404, NOT_FOUND);
    expectProblem(await kit.act(wfp, id, 'decline', { reason: 'x' }), 404, NOT_FOUND);

    const received = (await kit.call(drc, 'GET', `${REFERRALS}?box=received&pageSize=100`)).json();
    expect(received.items.map((item: { id: string }) => item.id)).toContain(id);
    const sent = (await kit.call(irc, 'GET', `${REFERRALS}?box=sent&pageSize=100`)).json();
    expect(sent.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      personName: 'Halima Abdi',
      to: { code: 'DRC' },
      status: 'sent',
    });
  });

  it('moves sent -> accepted -> closed, audited and told to the person; a wrong move is 409', async () => {
    const person = await kakumaPerson();
    const { id } = (await kit.refer(irc, person.beneficiaryId)).json() as { id: string };
    expectProblem(await kit.act(irc, id, 'accept'), 403);
    expectProblem(await kit.act(drc, id, 'close', { outcome: 'Done' }), 409, WRONG_STATE);
    expectProblem(await kit.act(drc, id, 'close', {}), 400);

    const accepted = await kit.act(drc, id, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'accepted', assignedTo: { userId: drc.userId } });
    expectProblem(await kit.act(drc, id, 'accept'), 409, WRONG_STATE);
    expectProblem(await kit.act(drc, id, 'decline', { reason: 'Full' }), 409, WRONG_STATE);

    expectProblem(await kit.act(drc, id, 'assign', { userId: irc.userId }), 404);
    const assigned = await kit.act(drc, id, 'assign', { userId: drcColleague.userId });
    expect(assigned.json()).toMatchObject({ assignedTo: { userId: drcColleague.userId } });

    const closed = await kit.act(drc, id, 'close', { outcome: 'Legal counselling given; documents renewed' });
    expect(closed.json()).toMatchObject({ status: 'closed', outcome: 'Legal counselling given; documents renewed' });
    expect((await kit.call(irc, 'GET', `${REFERRALS}/${id}`)).json()).toMatchObject({ status: 'closed' });
    expectProblem(await kit.act(drc, id, 'accept'), 409, WRONG_STATE);

    expect(await kit.auditActions(id)).toEqual(
      expect.arrayContaining([
        'referral.sent',
        'referral.viewed',
        'referral.accepted',
        'referral.assigned',
        'referral.closed',
      ]),
    );
    expect(await kit.noticeKinds(person.beneficiaryId)).toEqual(
      expect.arrayContaining(['referral_sent', 'referral_accepted', 'referral_closed']),
    );
  });

  it('a decline needs a reason and ends the referral', async () => {
    const person = await kakumaPerson();
    const { id } = (await kit.refer(irc, person.beneficiaryId)).json() as { id: string };
    expectProblem(await kit.act(drc, id, 'decline', { reason: '  ' }), 400);
    const declined = await kit.act(drc, id, 'decline', { reason: 'No protection caseworker in Kakuma this month' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: expect.stringContaining('caseworker') });
    expectProblem(await kit.act(drc, id, 'close', { outcome: 'x' }), 409, WRONG_STATE);
    expect(await kit.noticeKinds(person.beneficiaryId)).toContain('referral_declined');
  });

  it('counts open referrals past their due day for both sides', async () => {
    const before = (await kit.call(drc, 'GET', `${REFERRALS}/overdue`)).json();
    const person = await kakumaPerson();
    const { id } = (await kit.refer(irc, person.beneficiaryId, { urgency: 'urgent' })).json() as { id: string };
    await t.database.db.update(referrals).set({ dueOn: '2020-01-01' }).where(eq(referrals.id, id));
    const after = (await kit.call(drc, 'GET', `${REFERRALS}/overdue`)).json();
    expect(after.received).toBe(before.received + 1);
    expect((await kit.call(drc, 'GET', `${REFERRALS}/${id}`)).json()).toMatchObject({ overdue: true });
    await kit.act(drc, id, 'decline', { reason: 'Out of area' });
    expect((await kit.call(drc, 'GET', `${REFERRALS}/overdue`)).json().received).toBe(before.received);
  });

  it('a person sees their own referrals only, without what staff wrote', async () => {
    const person = await kakumaPerson();
    const other = await kakumaPerson();
    const { id } = (await kit.refer(irc, person.beneficiaryId, { service: 'health' })).json() as { id: string };
    const mine = (await kit.call(person, 'GET', MY_REFERRALS)).json();
    expect(mine.items).toEqual([
      expect.objectContaining({
        id,
        service: 'health',
        status: 'sent',
        organisation: { code: 'DRC', name: expect.any(String) },
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain('legal counselling');
    expect((await kit.call(other, 'GET', MY_REFERRALS)).json().items).toEqual([]);
    expect((await kit.call(person, 'GET', REFERRALS)).statusCode).toBe(403);
  });
});
