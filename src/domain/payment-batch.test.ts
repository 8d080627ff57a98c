import { describe, expect, it } from 'vitest';
import { formatBatchReference, kenyaYear, paymentBatchInputSchema, resultFileRowSchema } from './payment-batch';

const valid = {
  projectId: '5b0c4a53-6d1e-4f7a-9c1b-2f3e4d5a6b7c',
  amountEach: 3000,
  paymentMethod: 'mobile_money',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
};

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('payment batch input', () => {
  it('accepts whole KES from 1 to 1,000,000 over a period in order', () => {
    expect(paymentBatchInputSchema.safeParse(valid).success).toBe(true);
    expect(paymentBatchInputSchema.safeParse({ ...valid, amountEach: 1, periodEnd: valid.periodStart }).success).toBe(
      true,
    );
    expect(
      paymentBatchInputSchema.safeParse({ ...valid, amountEach: 1_000_000, description: '  November stipend ' }).data
        ?.description,
    ).toBe('November stipend');
  });

  it('refuses amounts out of range or with cents, unknown methods and a period that ends before it starts', () => {
    for (const amountEach of [0, -5, 1_000_001, 10.5]) {
      expect(issues(paymentBatchInputSchema.safeParse({ ...valid, amountEach }))).toEqual([
        'amountEach: validation:payments.amountEach',
      ]);
    }
    expect(issues(paymentBatchInputSchema.safeParse({ ...valid, paymentMethod: 'cheque' }))).toEqual([
      'paymentMethod: validation:payments.methodRequired',
    ]);
    expect(issues(paymentBatchInputSchema.safeParse({ ...valid, periodEnd: '2026-10-31' }))).toEqual([
      'periodEnd: validation:payments.periodOrder',
    ]);
    expect(issues(paymentBatchInputSchema.safeParse({ ...valid, projectId: 'nope' }))).toEqual([
      'projectId: validation:payments.projectRequired',
    ]);
  });
});

describe('batch reference', () => {
  it('is PAY-year-six digits', () => {
    expect(formatBatchReference(2026, 123)).toBe('PAY-2026-000123');
    expect(formatBatchReference(2027, 1_234_567)).toBe('PAY-2027-1234567');
  });

  it('counts years in Kenya time', () => {
    expect(kenyaYear(new Date('2026-12-31T20:59:00Z'))).toBe(2026);
    expect(kenyaYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});

describe('result file row', () => {
  it('reads completed and failed rows, whatever the case of the status', () => {
    expect(
      resultFileRowSchema.parse({ reference: ' abc ', status: 'Completed', receipt: 'SKL7H2', reason: '' }),
    ).toEqual({
      reference: 'abc',
      status: 'completed',
      receipt: 'SKL7H2',
      reason: '',
    });
    expect(
      resultFileRowSchema.safeParse({ reference: 'abc', status: 'failed', receipt: '', reason: 'Account closed' })
        .success,
    ).toBe(true);
  });

  it('needs a reference, a known status and a reason for a failure', () => {
    expect(
      issues(resultFileRowSchema.safeParse({ reference: '', status: 'completed', receipt: '', reason: '' })),
    ).toEqual(['reference: validation:payments.resultReference']);
    expect(issues(resultFileRowSchema.safeParse({ reference: 'a', status: 'paid', receipt: '', reason: '' }))).toEqual([
      'status: validation:payments.resultStatus',
    ]);
    expect(
      issues(resultFileRowSchema.safeParse({ reference: 'a', status: 'failed', receipt: '', reason: ' ' })),
    ).toEqual(['reason: validation:payments.resultReason']);
  });
});
