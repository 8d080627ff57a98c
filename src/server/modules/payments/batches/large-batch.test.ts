import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryNotifications, paymentEvents } from '@server/db/schema';
import { buildBeneficiaries } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { buildEnrolments } from '@server/test-support/project-builders';
import { uniquePhone } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { NO_PHONE_REASON } from './disburse';
import { BASE, buildProject, call, createBatch, paymentsOf } from './payment-fixtures';

/*
 * Disbursing, rejecting and cancelling move a batch's payments set-based
 * (moveBatchPayments); each person's history and notices must be exactly what
 * transitionPayment writes one by one.
 */

let t: TestApp;
let maker: BuiltUser;
let checker: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  maker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  checker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
});
afterAll(() => t.close());

const PEOPLE = 300;

/** A project with `count` enrolled people, the first `withoutPhone` of them with no phone, written in two statements. */
async function bigProject(count: number, withoutPhone = 0) {
  const projectId = await buildProject(t);
  const tag = randomInt(1e9);
  const people = await buildBeneficiaries(
    t,
    Array.from({ length: count }, (_, index) => ({
      firstName: 'Neema',
      lastName: `Bulk${tag}x${index}`,
      phoneNumber: index < withoutPhone ? null : uniquePhone(),
    })),
  );
  await buildEnrolments(
    t,
    projectId,
    people.map((person) => person.id),
  );
  return { projectId, people };
}

async function historyOf(paymentIds: string[]) {
  const events = await t.database.db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, paymentIds));
  const byPayment = new Map<string, string[]>();
  for (const event of events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const line = `${event.fromStatus ?? '-'}->${event.toStatus}:${event.source}:${event.actorUserId ?? '-'}:${event.detail ?? '-'}`;
    byPayment.set(event.paymentId, [...(byPayment.get(event.paymentId) ?? []), line]);
  }
  return byPayment;
}

async function noticesOf(beneficiaryIds: string[]) {
  return t.database.db
    .select({
      beneficiaryId: beneficiaryNotifications.beneficiaryId,
      kind: beneficiaryNotifications.kind,
      params: beneficiaryNotifications.params,
    })
    .from(beneficiaryNotifications)
    .where(inArray(beneficiaryNotifications.beneficiaryId, beneficiaryIds));
}

describe(`a batch of ${PEOPLE} people`, () => {
  it('disbursed by file: each payment goes processing (or fails for want of a phone) with the same history and notices as one by one', async () => {
    const { projectId, people } = await bigProject(PEOPLE, 3);
    const batch = await createBatch(t, maker, projectId);
    expect(batch.paymentCount).toBe(PEOPLE);
    expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`, {})).statusCode).toBe(200);
    const disbursed = await call(t, checker, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' });
    expect(disbursed.statusCode).toBe(200);
    expect(disbursed.json()).toMatchObject({ status: 'disbursing' });

    const payments = await paymentsOf(t, batch.id);
    const history = await historyOf(payments.map((p) => p.id));
    const noPhone = new Set(people.filter((p) => !p.phoneNumber).map((p) => p.id));
    for (const payment of payments) {
      const first = `-->pending:staff:${maker.userId}:-`;
      if (noPhone.has(payment.beneficiaryId)) {
        expect(payment).toMatchObject({ status: 'failed', failureCode: 'no_phone_number', failureDetail: null });
        expect(history.get(payment.id)).toEqual([first, `pending->failed:staff:${checker.userId}:${NO_PHONE_REASON}`]);
      } else {
        expect(payment).toMatchObject({ status: 'processing', failureCode: null });
        expect(payment.submittedAt).not.toBeNull();
        expect(history.get(payment.id)).toEqual([first, `pending->processing:provider_request:${checker.userId}:-`]);
      }
    }
    const notices = await noticesOf(people.map((p) => p.id));
    expect(notices).toHaveLength(PEOPLE);
    for (const notice of notices) {
      expect(notice).toEqual({
        beneficiaryId: notice.beneficiaryId,
        kind: noPhone.has(notice.beneficiaryId) ? 'payment_failed' : 'payment_processing',
        params: { amount: 3000 },
      });
    }
  });

  it('a batch whose every payment fails at disbursement is completed', async () => {
    const { projectId } = await bigProject(4, 4);
    const batch = await createBatch(t, maker, projectId);
    await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`, {});
    expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/disburse`, { provider: 'file' })).json()).toMatchObject(
      { status: 'completed' },
    );
  });

  it('rejected or cancelled: every payment fails with the reason, once, and nobody is told', async () => {
    const rejected = await bigProject(PEOPLE);
    const cancelled = await bigProject(PEOPLE);
    const toReject = await createBatch(t, maker, rejected.projectId);
    const toCancel = await createBatch(t, maker, cancelled.projectId);
    expect((await call(t, checker, 'POST', `${BASE}/${toReject.id}/reject`, { note: 'Wrong amount' })).statusCode).toBe(
      200,
    );
    expect((await call(t, maker, 'POST', `${BASE}/${toCancel.id}/cancel`)).statusCode).toBe(200);

    for (const [batch, actor, reason, failureCode] of [
      [toReject, checker, `Payment batch ${toReject.reference} was rejected`, 'batch_rejected'],
      [toCancel, maker, `Payment batch ${toCancel.reference} was cancelled`, 'batch_cancelled'],
    ] as const) {
      const payments = await paymentsOf(t, batch.id);
      expect(payments).toHaveLength(PEOPLE);
      const history = await historyOf(payments.map((p) => p.id));
      for (const payment of payments) {
        expect(payment).toMatchObject({ status: 'failed', failureCode, failureDetail: null });
        expect(history.get(payment.id)).toEqual([
          `-->pending:staff:${maker.userId}:-`,
          `pending->failed:staff:${actor.userId}:${reason}`,
        ]);
      }
    }
    expect(await noticesOf([...rejected.people, ...cancelled.people].map((p) => p.id))).toEqual([]);
    const again = await t.database.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.toStatus, 'failed'),
          inArray(
            paymentEvents.paymentId,
            (await paymentsOf(t, toReject.id)).map((p) => p.id),
          ),
        ),
      );
    expect(again).toHaveLength(PEOPLE);
  });
});
