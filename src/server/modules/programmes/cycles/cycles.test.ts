import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectEnrolments } from '@server/db/schema';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildDesigner } from '../design/design-fixtures';
import {
  BUSINESS_GRANT,
  buildGrantProgramme,
  call,
  cycleBody,
  instalmentPaymentsOf,
  programmeUrl,
  takeAttendance,
} from './cycle-fixtures';

/*
 * A business grant in three tranches, run cycle by cycle: the cycle page says who is due and who is held and
 * why; "prepare payments" puts what is due into batches awaiting a second person's approval, never twice.
 */

let t: TestApp;
let designer: BuiltUser;
let officer: BuiltUser;
let checker: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  designer = await buildDesigner(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  checker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
});
afterAll(async () => t.close());

async function openCycle(programmeId: string, projectId: string, body = cycleBody(projectId)) {
  const response = await call(t, designer, 'POST', programmeUrl(programmeId), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

describe('programme cycles', () => {
  it('opens a cycle only with the design permission and a project of the programme', async () => {
    const { programmeId, projectId } = await buildGrantProgramme(t, 1);
    expect((await call(t, officer, 'POST', programmeUrl(programmeId), cycleBody(projectId))).statusCode).toBe(403);
    const other = await buildGrantProgramme(t, 0);
    const wrongProject = await call(t, designer, 'POST', programmeUrl(programmeId), cycleBody(other.projectId));
    expect(wrongProject.statusCode).toBe(400);
    expect(wrongProject.json()).toMatchObject({ detail: expect.stringMatching(/Choose a project of this programme/) });
    const unbalanced = {
      ...BUSINESS_GRANT,
      tranches: BUSINESS_GRANT.kind === 'tranches' ? BUSINESS_GRANT.tranches.slice(1) : [],
    };
    expect(
      (await call(t, designer, 'POST', programmeUrl(programmeId), cycleBody(projectId, unbalanced))).statusCode,
    ).toBe(400);
    const cycle = await openCycle(programmeId, projectId);
    const list = await call(t, officer, 'GET', programmeUrl(programmeId));
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([cycle.id]);
  });

  it('lists each person with what is due, and what is held and why', async () => {
    const { programmeId, projectId, people } = await buildGrantProgramme(t, 2);
    await takeAttendance(t, projectId, people[0]!, 5, 4);
    await takeAttendance(t, projectId, people[1]!, 5, 2);
    const cycle = await openCycle(programmeId, projectId);
    const detail = (await call(t, officer, 'GET', `${programmeUrl(programmeId)}/${cycle.id}`)).json();
    const statesOf = (id: string) =>
      detail.people
        .find((person: { beneficiaryId: string }) => person.beneficiaryId === id)
        .instalments.map((i: { key: string; state: string; amount: number; reasons: unknown[] }) => [
          i.key,
          i.state,
          i.amount,
          i.reasons,
        ]);
    expect(statesOf(people[0]!)).toEqual([
      ['tranche-1', 'due', 20_000, []],
      ['tranche-2', 'due', 20_000, []],
      ['tranche-3', 'held', 10_000, [{ code: 'no_verification_visit' }]],
    ]);
    expect(statesOf(people[1]!)[1]).toEqual([
      'tranche-2',
      'held',
      20_000,
      [{ code: 'attendance_below', percent: 80, attendedPercent: 40 }],
    ]);
    expect(detail.totals.due).toEqual({ count: 3, amount: 60_000 });
  });

  it('holds a withdrawn person’s instalments', async () => {
    const { programmeId, projectId, people } = await buildGrantProgramme(t, 1);
    await t.database.db
      .update(projectEnrolments)
      .set({ status: 'withdrawn' })
      .where(eq(projectEnrolments.beneficiaryId, people[0]!));
    const cycle = await openCycle(programmeId, projectId);
    const detail = (await call(t, officer, 'GET', `${programmeUrl(programmeId)}/${cycle.id}`)).json();
    expect(detail.people[0].instalments[0]).toMatchObject({ state: 'held', reasons: [{ code: 'not_enrolled' }] });
    const prepared = await call(t, officer, 'POST', `${programmeUrl(programmeId)}/${cycle.id}/prepare-payments`, {
      paymentMethod: 'mobile_money',
    });
    expect(prepared.statusCode).toBe(409);
    expect(prepared.json().detail).toMatch(/Nothing is due to prepare/);
  });
});

describe('cycles in scope', () => {
  it('answers 404 to staff of another organisation, for the cycle, its visits and its payments', async () => {
    const drcOfficer = await buildStaffMember(t, {
      status: 'active',
      isAdmin: false,
      site: null,
      organisation: 'DRC',
      places: [{ camp: 'DAD', area: null, block: null }],
    });
    const { programmeId, projectId, people } = await buildGrantProgramme(t, 1);
    const cycle = await openCycle(programmeId, projectId);
    const cycleUrl = `${programmeUrl(programmeId)}/${cycle.id}`;
    expect((await call(t, drcOfficer, 'GET', programmeUrl(programmeId))).statusCode).toBe(404);
    const hidden = await call(t, drcOfficer, 'GET', cycleUrl);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toMatch(/This cycle does not exist/);
    const visit = { beneficiaryId: people[0], visitedOn: '2026-11-20' };
    expect((await call(t, drcOfficer, 'POST', `${cycleUrl}/visits`, visit)).statusCode).toBe(404);
    const prepare = await call(t, drcOfficer, 'POST', `${cycleUrl}/prepare-payments`, { paymentMethod: 'cash' });
    expect(prepare.statusCode).toBe(404);
    expect(await instalmentPaymentsOf(t, cycle.id)).toEqual([]);
    const stranger = { beneficiaryId: randomUUID(), visitedOn: '2026-11-20' };
    const strangerVisit = await call(t, officer, 'POST', `${cycleUrl}/visits`, stranger);
    expect(strangerVisit.statusCode).toBe(404);
    expect(strangerVisit.json().detail).toMatch(/not enrolled in the cycle's project/);
  });

  it('refuses a visit to someone who is not in the cycle', async () => {
    const { programmeId, projectId } = await buildGrantProgramme(t, 1);
    const stranger = await buildGrantProgramme(t, 1);
    const cycle = await openCycle(programmeId, projectId);
    const visit = { beneficiaryId: stranger.people[0], visitedOn: '2026-11-20' };
    expect((await call(t, officer, 'POST', `${programmeUrl(programmeId)}/${cycle.id}/visits`, visit)).statusCode).toBe(
      404,
    );
  });
});

describe('preparing payments', () => {
  it('prepares each instalment once, however many preparations race', async () => {
    const { programmeId, projectId, people } = await buildGrantProgramme(t, 3);
    const cycle = await openCycle(programmeId, projectId);
    const url = `${programmeUrl(programmeId)}/${cycle.id}/prepare-payments`;
    const answers = await Promise.all([
      call(t, officer, 'POST', url, { paymentMethod: 'mobile_money' }),
      call(t, officer, 'POST', url, { paymentMethod: 'mobile_money' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const payments = await instalmentPaymentsOf(t, cycle.id);
    expect(payments.map((payment) => payment.beneficiaryId).sort()).toEqual([...people].sort());
    expect(payments.every((payment) => payment.key === 'tranche-1' && payment.amount === 20_000)).toBe(true);
    const [batch] = answers.find((answer) => answer.statusCode === 201)!.json().batches;
    expect(batch).toMatchObject({ instalmentKey: 'tranche-1', paymentCount: 3, totalAmount: 60_000 });
    const again = await call(t, officer, 'POST', url, { paymentMethod: 'mobile_money' });
    expect(again.statusCode).toBe(409);
  });

  it('goes through maker-checker: the preparer cannot approve, another staff member can', async () => {
    const { programmeId, projectId } = await buildGrantProgramme(t, 1);
    const cycle = await openCycle(programmeId, projectId);
    const prepared = await call(t, officer, 'POST', `${programmeUrl(programmeId)}/${cycle.id}/prepare-payments`, {
      paymentMethod: 'mobile_money',
    });
    const batchId = prepared.json().batches[0].id;
    expect((await call(t, officer, 'POST', `/api/v1/staff/payment-batches/${batchId}/approve`, {})).statusCode).toBe(
      403,
    );
    expect((await call(t, checker, 'POST', `/api/v1/staff/payment-batches/${batchId}/approve`, {})).statusCode).toBe(
      200,
    );
    const detail = (await call(t, officer, 'GET', `${programmeUrl(programmeId)}/${cycle.id}`)).json();
    expect(detail.people[0].instalments[0]).toMatchObject({ state: 'in_payment', paymentStatus: 'pending' });
  });

  it('prepares a held tranche once its condition is met', async () => {
    const { programmeId, projectId, people } = await buildGrantProgramme(t, 1);
    const cycle = await openCycle(programmeId, projectId);
    const cycleUrl = `${programmeUrl(programmeId)}/${cycle.id}`;
    const prepare = () => call(t, officer, 'POST', `${cycleUrl}/prepare-payments`, { paymentMethod: 'mobile_money' });
    expect((await prepare()).statusCode).toBe(201);
    expect((await prepare()).statusCode).toBe(409);
    const visit = await call(t, officer, 'POST', `${cycleUrl}/visits`, {
      beneficiaryId: people[0],
      visitedOn: '2026-11-20',
    });
    expect(visit.statusCode).toBe(201);
    const released = await prepare();
    expect(released.statusCode).toBe(201);
    expect(released.json().batches).toEqual([
      expect.objectContaining({ instalmentKey: 'tranche-3', totalAmount: 10_000 }),
    ]);
    expect((await instalmentPaymentsOf(t, cycle.id)).map((payment) => payment.key).sort()).toEqual([
      'tranche-1',
      'tranche-3',
    ]);
  });

  it('owes again an instalment whose batch was rejected', async () => {
    const { programmeId, projectId } = await buildGrantProgramme(t, 1);
    const cycle = await openCycle(programmeId, projectId);
    const url = `${programmeUrl(programmeId)}/${cycle.id}/prepare-payments`;
    const first = await call(t, officer, 'POST', url, { paymentMethod: 'mobile_money' });
    const batchId = first.json().batches[0].id;
    const rejected = await call(t, checker, 'POST', `/api/v1/staff/payment-batches/${batchId}/reject`, {
      note: 'Wrong month chosen',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await call(t, officer, 'POST', url, { paymentMethod: 'mobile_money' })).statusCode).toBe(201);
  });
});
