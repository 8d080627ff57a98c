import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from './documents';
import {
  canDecideDocument,
  canStartDocumentReview,
  decisionConflict,
  documentDecisionSchema,
  nextExpiryRun,
  shouldMarkExpired,
  statusAfterDecision,
} from './document-review';

describe('which documents staff may decide', () => {
  it('decides pending and under review only; re-uploaded documents come back as pending', () => {
    expect(DOCUMENT_STATUSES.filter(canDecideDocument)).toEqual(['pending', 'under_review']);
    expect(DOCUMENT_STATUSES.filter(canStartDocumentReview)).toEqual(['pending']);
  });

  it('maps a decision to its status', () => {
    expect(statusAfterDecision('verify')).toBe('verified');
    expect(statusAfterDecision('reject')).toBe('rejected');
  });

  it('refuses a final status, and verifying a document already past its expiry date in Kenya', () => {
    const now = new Date('2030-03-10T22:00:00Z'); // 01:00 on 11 March in Nairobi
    expect(decisionConflict({ status: 'verified', expiryDate: null }, 'reject', now)).toBe(
      'errors:documentReview.notDecidable',
    );
    expect(decisionConflict({ status: 'expired', expiryDate: '2030-01-01' }, 'reject', now)).toBe(
      'errors:documentReview.notDecidable',
    );
    expect(decisionConflict({ status: 'pending', expiryDate: '2030-03-10' }, 'verify', now)).toBe(
      'errors:documentReview.expired',
    );
    expect(decisionConflict({ status: 'pending', expiryDate: '2030-03-10' }, 'reject', now)).toBeNull();
    expect(decisionConflict({ status: 'under_review', expiryDate: '2030-03-11' }, 'verify', now)).toBeNull();
  });
});

describe('the decision form', () => {
  it('needs notes to reject, not to verify', () => {
    expect(documentDecisionSchema.safeParse({ decision: 'verify' }).success).toBe(true);
    expect(documentDecisionSchema.parse({ decision: 'verify', notes: '  Clear scan  ' })).toEqual({
      decision: 'verify',
      notes: 'Clear scan',
    });
    const rejected = documentDecisionSchema.safeParse({ decision: 'reject', notes: '  ' });
    expect(rejected.success).toBe(false);
    expect(rejected.error?.issues[0]).toMatchObject({
      path: ['notes'],
      message: 'validation:documentReview.notesRequired',
    });
    expect(documentDecisionSchema.safeParse({ decision: 'reject', notes: 'Photo is blurred' }).success).toBe(true);
  });

  it('refuses unknown decisions, extra fields and overlong notes', () => {
    expect(documentDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(false);
    expect(documentDecisionSchema.safeParse({ decision: 'verify', status: 'verified' }).success).toBe(false);
    expect(documentDecisionSchema.safeParse({ decision: 'verify', notes: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('the expiry rule, on Kenya time (UTC+3)', () => {
  it('expires a document the day after its expiry date in Kenya', () => {
    const doc = { status: 'verified' as const, expiryDate: '2030-03-10' };
    expect(shouldMarkExpired(doc, new Date('2030-03-10T20:59:00Z'))).toBe(false); // 23:59 on the 10th in Nairobi
    expect(shouldMarkExpired(doc, new Date('2030-03-10T21:00:00Z'))).toBe(true); // 00:00 on the 11th
    expect(shouldMarkExpired({ ...doc, status: 'expired' }, new Date('2030-04-01T00:00:00Z'))).toBe(false);
    expect(shouldMarkExpired({ ...doc, expiryDate: null }, new Date('2030-04-01T00:00:00Z'))).toBe(false);
  });

  it('runs next at 00:05 Kenya time on the following day', () => {
    expect(nextExpiryRun(new Date('2030-03-10T21:05:00Z')).toISOString()).toBe('2030-03-11T21:05:00.000Z');
    expect(nextExpiryRun(new Date('2030-03-10T20:00:00Z')).toISOString()).toBe('2030-03-10T21:05:00.000Z');
  });
});
