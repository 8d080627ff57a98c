import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '@server/db/schema';
import { buildStaffAdmin, buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { BASE, buildProject, call, createBatch, enrolPerson, paymentsOf } from './payment-fixtures';

/* What a finance officer relies on: nobody checks their own batch, and two people pressing at once cannot pay or stop a batch twice. */

let t: TestApp;
let maker: BuiltUser;
let checker: BuiltUser;
let secondChecker: BuiltUser;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  maker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  checker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  secondChecker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  admin = await buildStaffAdmin(t);
});
afterAll(() => t.close());

async function batchOf(creator: BuiltUser, people = 3) {
  const projectId = await buildProject(t);
  for (let i = 0; i < people; i += 1) await enrolPerson(t, projectId);
  return createBatch(t, creator, projectId);
}

async function eventCounts(batchId: string) {
  const payments = await paymentsOf(t, batchId);
  const events = await t.database.db
    .select()
    .from(paymentEvents)
    .where(
      inArray(
        paymentEvents.paymentId,
        payments.map((p) => p.id),
      ),
    );
  const moves = new Map<string, number>();
  for (const event of events)
    moves.set(`${event.fromStatus}->${event.toStatus}`, (moves.get(`${event.fromStatus}->${event.toStatus}`) ?? 0) + 1);
  return { payments, moves: Object.fromEntries(moves) };
}

describe('maker-checker', () => {
  it('an administrator cannot approve or reject a batch they created either (403)', async () => {
    const batch = await batchOf(admin);
    const approve = await call(t, admin, 'POST', `${BASE}/${batch.id}/approve`, {});
    expect(approve.statusCode).toBe(403);
    expect(approve.json().detail).toMatch(/another staff member must approve/);
    expect((await call(t, admin, 'POST', `${BASE}/${batch.id}/reject`, { note: 'Mine, wrong' })).statusCode).toBe(403);
    expect((await call(t, admin, 'GET', `${BASE}/${batch.id}`)).json()).toMatchObject({
      status: 'awaiting_approval',
      permissions: { approve: false },
      approveBlockedReason: 'own_batch',
    });
    // Another staff member, not an administrator, may.
    expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`, {})).json()).toMatchObject({
      status: 'approved',
    });
  });

  it('staff whose account is not active (pending or deactivated) cannot check a batch (403)', async () => {
    const batch = await batchOf(maker);
    for (const status of ['pending', 'deactivated'] as const) {
      const inactive = await buildStaffMember(t, { status, isAdmin: false, site: 'Kakuma' });
      expect((await call(t, inactive, 'POST', `${BASE}/${batch.id}/approve`, {})).statusCode).toBe(403);
    }
    expect((await call(t, checker, 'GET', `${BASE}/${batch.id}`)).json()).toMatchObject({
      status: 'awaiting_approval',
    });
  });
});

describe('two people at the same moment', () => {
  it('approve and reject: one wins, the other gets 409, and the payments follow the winner', async () => {
    const batch = await batchOf(maker);
    const answers = await Promise.all([
      call(t, checker, 'POST', `${BASE}/${batch.id}/approve`, {}),
      call(t, secondChecker, 'POST', `${BASE}/${batch.id}/reject`, { note: 'Wrong period' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const status = (await call(t, checker, 'GET', `${BASE}/${batch.id}`)).json().status as string;
    const { payments, moves } = await eventCounts(batch.id);
    if (status === 'approved') {
      expect(payments.every((p) => p.status === 'pending')).toBe(true);
      expect(moves).toEqual({ 'null->pending': 3 });
    } else {
      expect(status).toBe('rejected');
      expect(moves).toEqual({ 'null->pending': 3, 'pending->failed': 3 });
    }
  });

  it('disburse pressed twice, or disburse against cancel: each payment moves once', async () => {
    const twice = await batchOf(maker);
    await call(t, checker, 'POST', `${BASE}/${twice.id}/approve`, {});
    const presses = await Promise.all([
      call(t, checker, 'POST', `${BASE}/${twice.id}/disburse`, { provider: 'file' }),
      call(t, checker, 'POST', `${BASE}/${twice.id}/disburse`, { provider: 'file' }),
    ]);
    expect(presses.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await eventCounts(twice.id)).moves).toEqual({ 'null->pending': 3, 'pending->processing': 3 });

    const raced = await batchOf(maker);
    await call(t, checker, 'POST', `${BASE}/${raced.id}/approve`, {});
    const both = await Promise.all([
      call(t, checker, 'POST', `${BASE}/${raced.id}/disburse`, { provider: 'file' }),
      call(t, maker, 'POST', `${BASE}/${raced.id}/cancel`),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const { moves } = await eventCounts(raced.id);
    expect([
      { 'null->pending': 3, 'pending->processing': 3 },
      { 'null->pending': 3, 'pending->failed': 3 },
    ]).toContainEqual(moves);
  });
});
