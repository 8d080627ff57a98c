import { MAX_OPEN_FEEDBACK_CASES } from '@domain/feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@server/db/schema';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { call } from '../batches/payment-fixtures';
import { openCaseFor } from '@server/modules/complaints';
import { answers, batchVerificationUrl, buildPaidBatch, complaintsOf, verificationOf } from './verification-fixtures';

/*
 * An IRC officer in Kakuma verifies IRC's paid batches by phone: the sample is the same
 * however often it is drawn, answers are kept, and a problem opens one complaint.
 */

let t: TestApp;
let officer: BuiltUser;
let outsider: BuiltUser;

const standing = { status: 'active' as const, isAdmin: false, site: null };

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, {
    ...standing,
    organisation: 'IRC',
    places: [{ camp: 'KAK', area: null, block: null }],
  });
  outsider = await buildStaffMember(t, {
    ...standing,
    organisation: 'DRC',
    places: [{ camp: 'DAD', area: null, block: null }],
  });
});
afterAll(async () => t.close());

const draw = (user: BuiltUser, batchId: string, percent?: number) =>
  call(t, user, 'POST', `${batchVerificationUrl(batchId)}/sample`, percent === undefined ? {} : { percent });

const answer = (user: BuiltUser, batchId: string, paymentId: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${batchVerificationUrl(batchId)}/${paymentId}`,
    headers: { cookie: user.cookie },
    payload: body as object,
  });

const sampledIds = (body: { items: { paymentId: string }[] }) => body.items.map((item) => item.paymentId).sort();

describe('drawing a completed batch’s sample', () => {
  it('asks the share of paid people, at least five, and the same people when drawn again', async () => {
    const { batch, payments } = await buildPaidBatch(t, { partner: 'IRC', people: 60 });
    const first = await draw(officer, batch.id, 10);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.items).toHaveLength(6);
    expect(body.sample).toMatchObject({ percent: 10, minimum: 5 });
    expect(body.summary).toMatchObject({ sampled: 6, answered: 0, ratePercent: 0 });
    const paid = new Set(payments.map((payment) => payment.id));
    expect(body.items.every((item: { paymentId: string }) => paid.has(item.paymentId))).toBe(true);

    const again = await draw(officer, batch.id, 50);
    expect(sampledIds(again.json())).toEqual(sampledIds(body));
    expect(sampledIds((await call(t, officer, 'GET', batchVerificationUrl(batch.id))).json())).toEqual(
      sampledIds(body),
    );
  });

  it('asks at least five people of a small batch, and everyone of a tiny one', async () => {
    const small = await buildPaidBatch(t, { partner: 'IRC', people: 12 });
    expect((await draw(officer, small.batch.id)).json().items).toHaveLength(5);
    const tiny = await buildPaidBatch(t, { partner: 'IRC', people: 3 });
    expect((await draw(officer, tiny.batch.id)).json().items).toHaveLength(3);
  });

  it('refuses a batch that is still paying, and a share outside 1 to 100', async () => {
    const paying = await buildPaidBatch(t, { partner: 'IRC', people: 3, status: 'disbursing' });
    const early = await draw(officer, paying.batch.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/Only a completed batch can be checked/);
    const view = (await call(t, officer, 'GET', batchVerificationUrl(paying.batch.id))).json();
    expect(view).toMatchObject({ eligible: false, sample: null, items: [] });
    expect((await draw(officer, paying.batch.id, 0)).statusCode).toBe(400);
  });
});

describe('answers taken by phone', () => {
  it('keeps the answer and counts it in the batch’s rate and findings', async () => {
    const { batch } = await buildPaidBatch(t, { partner: 'IRC', people: 5 });
    const [first, second] = (await draw(officer, batch.id)).json().items as { paymentId: string }[];
    expect((await answer(officer, batch.id, first!.paymentId, answers.fine)).json()).toEqual({
      paymentId: first!.paymentId,
      findings: [],
      complaintReference: null,
    });
    expect((await answer(officer, batch.id, second!.paymentId, answers.short)).json().findings).toEqual(['short']);

    const view = (await call(t, officer, 'GET', batchVerificationUrl(batch.id))).json();
    expect(view.summary).toEqual({
      sampled: 5,
      answered: 2,
      ratePercent: 40,
      receivedInFull: 1,
      notReceived: 0,
      short: 1,
      feeAsked: 0,
    });
    const shortItem = view.items.find((item: { paymentId: string }) => item.paymentId === second!.paymentId);
    expect(shortItem.answer).toMatchObject({ channel: 'phone', amountReceived: 2000, fullAmount: false });
    expect(shortItem.complaintReference).toMatch(/^FB-\d{4}-\d{6,}$/);
    const viewed = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payment_verification.viewed'), eq(auditEvents.targetId, batch.id)));
    expect(viewed.length).toBeGreaterThan(0);
  });

  it('opens exactly one complaint, linked to the payment, for a fee asked, however often it is answered', async () => {
    const { batch } = await buildPaidBatch(t, { partner: 'IRC', people: 5 });
    const [item] = (await draw(officer, batch.id)).json().items as { paymentId: string; beneficiaryId: string }[];
    const opened = (await answer(officer, batch.id, item!.paymentId, answers.feeAsked)).json();
    expect(opened.findings).toEqual(['fee_asked']);
    const again = await answer(officer, batch.id, item!.paymentId, answers.notReceived);
    expect(again.statusCode).toBe(200);
    expect(again.json().complaintReference).toBeNull();

    const complaints = await complaintsOf(t, item!.beneficiaryId);
    expect(complaints).toHaveLength(1);
    expect(complaints[0]).toMatchObject({
      reference: opened.complaintReference,
      kind: 'complaint',
      category: 'payments',
      contactChannel: 'phone',
      status: 'new',
    });
    expect(complaints[0]!.description).toContain('The agent kept 300 shillings.');
    expect((await verificationOf(t, item!.paymentId))?.complaintId).toBe(complaints[0]!.id);
  });

  it('opens one complaint when two officers record a problem at the same moment', async () => {
    const { batch } = await buildPaidBatch(t, { partner: 'IRC', people: 5 });
    const [item] = (await draw(officer, batch.id)).json().items as { paymentId: string; beneficiaryId: string }[];
    const both = await Promise.all([
      answer(officer, batch.id, item!.paymentId, answers.notReceived),
      answer(officer, batch.id, item!.paymentId, answers.feeAsked),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await complaintsOf(t, item!.beneficiaryId)).toHaveLength(1);
  });

  it('opens the complaint even for a person at their open-case limit, numbered and queued like theirs', async () => {
    const { batch } = await buildPaidBatch(t, { partner: 'IRC', people: 5 });
    const [item] = (await draw(officer, batch.id)).json().items as { paymentId: string; beneficiaryId: string }[];
    for (let i = 0; i < MAX_OPEN_FEEDBACK_CASES; i += 1) {
      await openCaseFor(t.database.db, item!.beneficiaryId, {
        kind: 'feedback',
        category: 'other',
        subject: 'Water point',
        description: 'The tap near block 4 is broken.',
        anonymous: false,
        contactChannel: 'portal',
        openLimitApplies: true,
      });
    }
    const opened = (await answer(officer, batch.id, item!.paymentId, answers.feeAsked)).json();
    expect(opened.complaintReference).toMatch(/^FB-\d{4}-\d{6}$/);
    const complaint = (await complaintsOf(t, item!.beneficiaryId)).find(
      (row) => row.reference === opened.complaintReference,
    );
    expect(complaint).toMatchObject({ category: 'payments', priority: 'medium', dueAt: expect.any(Date) });
  });

  it('answers 404 for a payment not in the sample, and 400 for an answer missing a question', async () => {
    const { batch, payments } = await buildPaidBatch(t, { partner: 'IRC', people: 60 });
    const sampled = new Set(sampledIds((await draw(officer, batch.id)).json()));
    const other = payments.find((payment) => !sampled.has(payment.id))!;
    const notDrawn = await answer(officer, batch.id, other.id, answers.fine);
    expect(notDrawn.statusCode).toBe(404);
    expect(notDrawn.json().detail).toMatch(/not among those drawn to be checked/);
    expect((await answer(officer, batch.id, 'not-a-uuid', answers.fine)).statusCode).toBe(404);
    const [first] = [...sampled];
    expect((await answer(officer, batch.id, first!, { received: true })).statusCode).toBe(400);
  });
});

describe('staff out of scope', () => {
  it('get 404 for another organisation’s batch: no sample, no list, no answer', async () => {
    const { batch } = await buildPaidBatch(t, { partner: 'IRC', people: 5 });
    expect((await draw(outsider, batch.id)).statusCode).toBe(404);
    const [item] = (await draw(officer, batch.id)).json().items as { paymentId: string }[];
    expect((await call(t, outsider, 'GET', batchVerificationUrl(batch.id))).statusCode).toBe(404);
    expect((await answer(outsider, batch.id, item!.paymentId, answers.feeAsked)).statusCode).toBe(404);
    expect((await verificationOf(t, item!.paymentId))?.answeredAt).toBeNull();
  });
});
