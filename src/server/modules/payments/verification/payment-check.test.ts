import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBeneficiaryAccount, type BeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { call } from '../batches/payment-fixtures';
import {
  answers,
  batchVerificationUrl,
  buildPaidBatch,
  complaintsOf,
  MY_CHECKS,
  verificationOf,
} from './verification-fixtures';

/*
 * A sampled person sees a card in their payments asking about that payment, answers it
 * themselves, and a problem they report becomes a complaint they can follow.
 */

let t: TestApp;
let officer: BuiltUser;
let halima: BeneficiaryAccount;
let yusuf: BeneficiaryAccount;
let halimaPaymentId: string;
let yusufPaymentId: string;
let batchId: string;

beforeAll(async () => {
  t = await createTestApp();
  officer = await buildStaffMember(t, {
    status: 'active',
    isAdmin: false,
    site: null,
    organisation: 'IRC',
    places: [{ camp: 'KAK', area: null, block: null }],
  });
  halima = await buildBeneficiaryAccount(t, { locationCamp: 'KAK' });
  yusuf = await buildBeneficiaryAccount(t, { firstName: 'Yusuf', locationCamp: 'KAK' });
  // Three people: everyone is sampled (the minimum is above the batch size).
  const { batch, payments } = await buildPaidBatch(t, {
    partner: 'IRC',
    people: 1,
    include: [halima.beneficiaryId, yusuf.beneficiaryId],
  });
  batchId = batch.id;
  halimaPaymentId = payments.find((payment) => payment.beneficiaryId === halima.beneficiaryId)!.id;
  yusufPaymentId = payments.find((payment) => payment.beneficiaryId === yusuf.beneficiaryId)!.id;
});
afterAll(async () => t.close());

const myChecks = (person: BeneficiaryAccount) => call(t, person, 'GET', MY_CHECKS);
const answerMine = (person: BeneficiaryAccount, paymentId: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${MY_CHECKS}/${paymentId}`,
    headers: { cookie: person.cookie },
    payload: body as object,
  });

describe('a payment check in the portal', () => {
  it('asks nothing before the batch’s sample is drawn', async () => {
    expect((await myChecks(halima)).json()).toEqual({ items: [] });
    expect((await answerMine(halima, halimaPaymentId, answers.fine)).statusCode).toBe(404);
  });

  it('asks the sampled person about their own payment only', async () => {
    expect((await call(t, officer, 'POST', `${batchVerificationUrl(batchId)}/sample`, {})).json().items).toHaveLength(
      3,
    );
    const mine = (await myChecks(halima)).json();
    expect(mine.items).toEqual([
      { paymentId: halimaPaymentId, amount: 2500, projectName: expect.any(String), paidAt: expect.any(String) },
    ]);
  });

  it('refuses an answer about someone else’s payment with 404, and changes nothing', async () => {
    const refused = await answerMine(halima, yusufPaymentId, answers.feeAsked);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('We are not asking you about this payment.');
    expect((await verificationOf(t, yusufPaymentId))?.answeredAt).toBeNull();
    expect(await complaintsOf(t, yusuf.beneficiaryId)).toHaveLength(0);
  });

  it('takes the person’s own answer, opens one complaint they can follow, and stops asking', async () => {
    const first = await answerMine(halima, halimaPaymentId, answers.notReceived);
    expect(first.statusCode).toBe(200);
    expect(first.json().findings).toEqual(['not_received']);
    expect((await answerMine(halima, halimaPaymentId, answers.notReceived)).json().complaintReference).toBeNull();

    const own = (await call(t, halima, 'GET', '/api/v1/beneficiary/feedback')).json();
    expect(own.items).toHaveLength(1);
    expect(own.items[0]).toMatchObject({ reference: first.json().complaintReference, category: 'payments' });
    expect((await myChecks(halima)).json().items).toEqual([]);

    const staffView = (await call(t, officer, 'GET', batchVerificationUrl(batchId))).json();
    expect(staffView.summary).toMatchObject({ sampled: 3, answered: 1, notReceived: 1 });
    const item = staffView.items.find((entry: { paymentId: string }) => entry.paymentId === halimaPaymentId);
    expect(item.answer.channel).toBe('portal');
  });

  it('keeps a fine answer without opening a complaint', async () => {
    expect((await answerMine(yusuf, yusufPaymentId, answers.fine)).json()).toEqual({
      paymentId: yusufPaymentId,
      findings: [],
      complaintReference: null,
    });
    expect(await complaintsOf(t, yusuf.beneficiaryId)).toHaveLength(0);
  });

  it('is for beneficiaries only', async () => {
    expect((await call(t, officer, 'GET', MY_CHECKS)).statusCode).toBe(403);
  });
});
