import { describe, expect, it } from 'vitest';
import {
  drawSample,
  findingsOf,
  normaliseAnswer,
  opensComplaint,
  sampleSize,
  summariseVerification,
  verificationAnswerSchema,
} from './payment-verification';

const ids = Array.from({ length: 200 }, (_, index) => `payment-${String(index).padStart(3, '0')}`);
const fine = { received: true, fullAmount: true, feeAsked: false };

describe('how many people a batch asks', () => {
  it('takes the share, rounded up', () => {
    expect(sampleSize(200, 10)).toBe(20);
    expect(sampleSize(101, 10)).toBe(11);
  });

  it('asks at least the minimum, but never more people than were paid', () => {
    expect(sampleSize(30, 10)).toBe(5);
    expect(sampleSize(3, 10)).toBe(3);
    expect(sampleSize(0, 10)).toBe(0);
    expect(sampleSize(40, 100)).toBe(40);
  });
});

describe('drawing the sample', () => {
  it('names the same people every time, whatever order the payments come in', () => {
    const first = drawSample(ids, 'batch-a', 20);
    expect(drawSample([...ids].reverse(), 'batch-a', 20)).toEqual(first);
    expect(new Set(first).size).toBe(20);
    expect(first.every((id) => ids.includes(id))).toBe(true);
  });

  it('draws other people for another batch', () => {
    expect(drawSample(ids, 'batch-b', 20)).not.toEqual(drawSample(ids, 'batch-a', 20));
  });

  it('keeps a smaller sample inside a larger one', () => {
    const small = drawSample(ids, 'batch-a', 10);
    const large = drawSample(ids, 'batch-a', 40);
    expect(large.slice(0, 10)).toEqual(small);
  });

  it('is not simply the first payments of the list', () => {
    expect(drawSample(ids, 'batch-a', 20)).not.toEqual(ids.slice(0, 20));
  });
});

describe('which answers open a complaint', () => {
  it('money received in full with no fee is no complaint', () => {
    expect(findingsOf(fine)).toEqual([]);
    expect(opensComplaint(fine)).toBe(false);
  });

  it('money not received, short, or a fee asked each open one', () => {
    expect(findingsOf({ ...fine, received: false, fullAmount: false })).toEqual(['not_received']);
    expect(findingsOf({ ...fine, fullAmount: false })).toEqual(['short']);
    expect(findingsOf({ ...fine, feeAsked: true })).toEqual(['fee_asked']);
    expect(findingsOf({ received: true, fullAmount: false, feeAsked: true })).toEqual(['short', 'fee_asked']);
    expect(opensComplaint({ ...fine, feeAsked: true })).toBe(true);
  });

  it('money never received is not also counted short', () => {
    expect(findingsOf({ received: false, fullAmount: true, feeAsked: false })).toEqual(['not_received']);
  });
});

describe('an answer as it is kept', () => {
  it('clears what cannot be true of money never received', () => {
    const answer = verificationAnswerSchema.parse({
      received: false,
      fullAmount: true,
      amountReceived: 100,
      receivedOn: '2026-11-03',
      feeAsked: false,
      feeAmount: 50,
      problem: '  ',
    });
    expect(normaliseAnswer(answer)).toEqual({
      received: false,
      fullAmount: false,
      amountReceived: null,
      receivedOn: null,
      feeAsked: false,
      feeAmount: null,
      problem: null,
    });
  });

  it('refuses a negative amount and a date that is not a day', () => {
    const base = { received: true, fullAmount: false, feeAsked: false };
    expect(verificationAnswerSchema.safeParse({ ...base, amountReceived: -5 }).success).toBe(false);
    expect(verificationAnswerSchema.safeParse({ ...base, receivedOn: '2026-13-01' }).success).toBe(false);
    expect(verificationAnswerSchema.safeParse({ ...base, amountReceived: 2000 }).success).toBe(true);
  });
});

describe('the batch’s verification rate and findings', () => {
  it('counts the answered out of the sampled, and each finding', () => {
    const summary = summariseVerification([
      fine,
      fine,
      { received: false, fullAmount: false, feeAsked: true },
      { received: true, fullAmount: false, feeAsked: false },
      null,
      null,
      null,
      null,
    ]);
    expect(summary).toEqual({
      sampled: 8,
      answered: 4,
      ratePercent: 50,
      receivedInFull: 2,
      notReceived: 1,
      short: 1,
      feeAsked: 1,
    });
  });

  it('reads zero for an empty sample', () => {
    expect(summariseVerification([]).ratePercent).toBe(0);
  });
});
