import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentBatches } from '@server/db/schema';
import { buildStaffAdmin, buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  auditOf,
  BASE,
  batchBody,
  buildProject,
  call,
  createBatch,
  enrolPerson,
  eventsOf,
  paymentsOf,
} from './payment-fixtures';

let t: TestApp;
let maker: BuiltUser;
let checker: BuiltUser;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  maker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  checker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  admin = await buildStaffAdmin(t);
});
afterAll(() => t.close());

async function projectWithPeople(count = 2) {
  const projectId = await buildProject(t);
  const people = [];
  for (let i = 0; i < count; i += 1) people.push(await enrolPerson(t, projectId));
  return { projectId, people };
}

describe('creating a payment batch', () => {
  it("snapshots the project's enrolled, active, unmerged people into pending payments", async () => {
    const { projectId, people } = await projectWithPeople(2);
    const noPhone = await enrolPerson(t, projectId, { phoneNumber: null });
    await enrolPerson(t, projectId, {}, 'withdrawn');
    await enrolPerson(t, projectId, { status: 'inactive' });
    await enrolPerson(t, projectId, { mergedIntoId: people[0]!.id });

    const batch = await createBatch(t, maker, projectId);
    expect(batch).toMatchObject({
      status: 'awaiting_approval',
      paymentCount: 3,
      totalAmount: 9000,
      amountEach: 3000,
      paymentMethod: 'mobile_money',
    });
    expect(batch.reference).toMatch(/^PAY-\d{4}-\d{6}$/);

    const payments = await paymentsOf(t, batch.id);
    expect(payments.map((p) => p.beneficiaryId).sort()).toEqual([...people.map((p) => p.id), noPhone.id].sort());
    for (const payment of payments) {
      expect(payment).toMatchObject({ status: 'pending', amount: 3000, projectId, paymentMethod: 'mobile_money' });
      expect(payment.providerRequestId).toMatch(/^[0-9a-f]{20}$/);
      expect((await eventsOf(t, payment.id)).map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual([
        [null, 'pending', 'staff'],
      ]);
    }
    expect(payments.find((p) => p.beneficiaryId === people[0]!.id)?.payeeAccount).toBe(people[0]!.phoneNumber);
    expect(payments.find((p) => p.beneficiaryId === noPhone.id)?.payeeAccount).toBeNull();
    expect(await auditOf(t, 'payment_batch.create', batch.id)).toHaveLength(1);
  });

  it('never pays anyone twice: a second submit of the same form finds nobody left to pay', async () => {
    const { projectId } = await projectWithPeople(2);
    const first = await createBatch(t, maker, projectId);
    const again = await call(t, maker, 'POST', BASE, batchBody(projectId));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/Nobody is left to pay/);
    const overlapping = await call(
      t,
      maker,
      'POST',
      BASE,
      batchBody(projectId, { periodStart: '2026-11-15', periodEnd: '2026-12-15' }),
    );
    expect(overlapping.statusCode).toBe(409);
    const batches = await t.database.db.select().from(paymentBatches).where(eq(paymentBatches.projectId, projectId));
    expect(batches.map((b) => b.id)).toEqual([first.id]);
    // The next period is a new payment.
    expect(
      (await createBatch(t, maker, projectId, { periodStart: '2026-12-01', periodEnd: '2026-12-31' })).paymentCount,
    ).toBe(2);
  });

  it('two presses at the same moment make one batch', async () => {
    const { projectId } = await projectWithPeople(2);
    const answers = await Promise.all([
      call(t, maker, 'POST', BASE, batchBody(projectId)),
      call(t, maker, 'POST', BASE, batchBody(projectId)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('pays again, in a new batch, only those whose payment failed or whose batch was cancelled', async () => {
    const { projectId } = await projectWithPeople(2);
    const batch = await createBatch(t, maker, projectId);
    expect((await call(t, maker, 'POST', `${BASE}/${batch.id}/cancel`)).statusCode).toBe(200);
    expect((await createBatch(t, maker, projectId)).paymentCount).toBe(2);
  });

  it('refuses an empty project, a bad amount, a period out of order and an unknown project', async () => {
    const empty = await buildProject(t);
    expect((await call(t, maker, 'POST', BASE, batchBody(empty))).statusCode).toBe(409);
    const bad = await call(t, maker, 'POST', BASE, batchBody(empty, { amountEach: 0, periodEnd: '2026-10-01' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['amountEach', 'periodEnd']);
    const unknown = await call(t, maker, 'POST', BASE, batchBody('5b0c4a53-6d1e-4f7a-9c1b-2f3e4d5a6b7c'));
    expect(unknown.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const beneficiary = await buildUser(t);
    const projectId = await buildProject(t);
    expect((await call(t, null, 'POST', BASE, batchBody(projectId))).statusCode).toBe(401);
    expect((await call(t, beneficiary, 'POST', BASE, batchBody(projectId))).statusCode).toBe(403);
    expect((await call(t, beneficiary, 'GET', BASE)).statusCode).toBe(403);
  });
});

describe('maker-checker', () => {
  it('the creator cannot approve or reject their own batch (403); another staff member can', async () => {
    const { projectId } = await projectWithPeople(1);
    const batch = await createBatch(t, maker, projectId);
    const own = await call(t, maker, 'POST', `${BASE}/${batch.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toMatch(/another staff member/);
    expect((await call(t, maker, 'POST', `${BASE}/${batch.id}/reject`, { note: 'Wrong amount' })).statusCode).toBe(403);
    const detail = (await call(t, maker, 'GET', `${BASE}/${batch.id}`)).json();
    expect(detail).toMatchObject({ permissions: { approve: false, cancel: true }, approveBlockedReason: 'own_batch' });
    expect((await call(t, checker, 'GET', `${BASE}/${batch.id}`)).json()).toMatchObject({
      permissions: { approve: true, cancel: false },
      approveBlockedReason: null,
    });

    const approved = await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`, {
      note: 'Checked against the attendance sheet',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decidedBy: { id: checker.userId },
      decisionNote: 'Checked against the attendance sheet',
    });
    expect(await auditOf(t, 'payment_batch.approve', batch.id)).toHaveLength(1);
  });

  it('the database refuses a batch decided by its creator, whatever the code path', async () => {
    const { projectId } = await projectWithPeople(1);
    const batch = await createBatch(t, maker, projectId);
    await expect(
      t.database.db.execute(sql`update payment_batches set decided_by = created_by where id = ${batch.id}::uuid`),
    ).rejects.toThrow();
  });
});

describe('batch transitions', () => {
  it('approve, then approve or reject again, is a 409', async () => {
    const { projectId } = await projectWithPeople(1);
    const batch = await createBatch(t, maker, projectId);
    expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`)).statusCode).toBe(200);
    expect((await call(t, admin, 'POST', `${BASE}/${batch.id}/approve`, {})).statusCode).toBe(409);
    expect((await call(t, admin, 'POST', `${BASE}/${batch.id}/reject`, { note: 'Too late' })).statusCode).toBe(409);
  });

  it('a rejection needs a note, fails the payments with the reason and is final', async () => {
    const { projectId } = await projectWithPeople(2);
    const batch = await createBatch(t, maker, projectId);
    expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/reject`, { note: '' })).statusCode).toBe(400);
    const rejected = await call(t, checker, 'POST', `${BASE}/${batch.id}/reject`, { note: 'The period is wrong' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: 'The period is wrong' });
    for (const payment of await paymentsOf(t, batch.id)) {
      expect(payment).toMatchObject({
        status: 'failed',
        failureCode: 'batch_rejected',
        failureDetail: null,
      });
    }
    expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`)).statusCode).toBe(409);
    expect((await call(t, admin, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' })).statusCode).toBe(409);
    expect((await call(t, maker, 'POST', `${BASE}/${batch.id}/cancel`)).statusCode).toBe(409);
    expect(await auditOf(t, 'payment_batch.reject', batch.id)).toHaveLength(1);
  });

  it('disbursing needs an approved batch', async () => {
    const { projectId } = await projectWithPeople(1);
    const batch = await createBatch(t, maker, projectId);
    expect((await call(t, admin, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' })).statusCode).toBe(409);
    expect((await call(t, admin, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'cheque' })).statusCode).toBe(400);
  });

  it('only the creator or an administrator cancels, and only before disbursing', async () => {
    const { projectId } = await projectWithPeople(1);
    const first = await createBatch(t, maker, projectId);
    expect((await call(t, checker, 'POST', `${BASE}/${first.id}/cancel`)).statusCode).toBe(403);
    expect((await call(t, admin, 'POST', `${BASE}/${first.id}/cancel`)).json()).toMatchObject({ status: 'cancelled' });
    expect((await paymentsOf(t, first.id))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'batch_cancelled',
      failureDetail: null,
    });
    expect(await auditOf(t, 'payment_batch.cancel', first.id)).toHaveLength(1);

    const second = await createBatch(t, maker, projectId);
    await call(t, checker, 'POST', `${BASE}/${second.id}/approve`);
    expect((await call(t, maker, 'POST', `${BASE}/${second.id}/cancel`)).json()).toMatchObject({ status: 'cancelled' });

    const third = await createBatch(t, maker, projectId);
    await call(t, checker, 'POST', `${BASE}/${third.id}/approve`);
    await call(t, checker, 'POST', `${BASE}/${third.id}/disburse`, { provider: 'file' });
    expect((await call(t, maker, 'POST', `${BASE}/${third.id}/cancel`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['5b0c4a53-6d1e-4f7a-9c1b-2f3e4d5a6b7c', 'not-an-id']) {
      expect((await call(t, checker, 'GET', `${BASE}/${id}`)).statusCode).toBe(404);
      expect((await call(t, checker, 'POST', `${BASE}/${id}/approve`)).statusCode).toBe(404);
      expect((await call(t, checker, 'GET', `${BASE}/${id}/payments`)).statusCode).toBe(404);
    }
  });
});

describe('lists', () => {
  it('filters batches by project and status, pages, and lists a batch’s payments with names', async () => {
    const { projectId } = await projectWithPeople(3);
    const batch = await createBatch(t, maker, projectId);
    const list = (await call(t, checker, 'GET', `${BASE}?projectId=${projectId}&status=awaiting_approval`)).json();
    expect(list).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
      items: [{ id: batch.id, project: { id: projectId }, createdBy: { id: maker.userId, name: 'Grace Wanjiru' } }],
    });
    expect((await call(t, checker, 'GET', `${BASE}?projectId=${projectId}&status=approved`)).json().total).toBe(0);
    expect((await call(t, checker, 'GET', `${BASE}?pageSize=101`)).statusCode).toBe(400);

    const page = (await call(t, checker, 'GET', `${BASE}/${batch.id}/payments?pageSize=2`)).json();
    expect(page).toMatchObject({ total: 3, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      amount: 3000,
      status: 'pending',
      failureCode: null,
      failureDetail: null,
      attention: null,
    });
    expect(page.items[0].name).toMatch(/^Neema Payee/);
    expect((await call(t, checker, 'GET', `${BASE}/${batch.id}`)).json().statusCounts).toEqual({
      pending: 3,
      processing: 0,
      completed: 0,
      failed: 0,
    });
  });
});
