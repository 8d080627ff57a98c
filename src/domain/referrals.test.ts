import { describe, expect, it } from 'vitest';
import {
  canMoveReferral,
  isReferralOverdue,
  mayShareFields,
  referralActions,
  referralCreateSchema,
  referralDueOn,
} from './referrals';

const valid = {
  beneficiaryId: '00000000-0000-4000-8000-000000000001',
  toOrganisation: 'DRC',
  service: 'protection',
  reason: 'Needs legal advice on documents',
  urgency: 'priority',
  consent: 'yes',
  sharedFields: ['name', 'phone', 'birthDate'],
};

const messages = (input: unknown) => {
  const parsed = referralCreateSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('referral consent and shared fields', () => {
  it('shares any field with consent, written or verbal', () => {
    expect(mayShareFields('yes', ['name', 'documents', 'household'])).toBe(true);
    expect(mayShareFields('verbal', ['name', 'location'])).toBe(true);
    expect(messages(valid)).toEqual([]);
  });

  it('without consent shares only the name and phone the receiving side needs to reach the person', () => {
    expect(mayShareFields('no', ['name', 'phone'])).toBe(true);
    expect(mayShareFields('no', ['name', 'phone', 'birthDate'])).toBe(false);
    expect(messages({ ...valid, consent: 'no' })).toEqual(['validation:referrals.contactOnlyWithoutConsent']);
  });

  it('always shares the name', () => {
    expect(messages({ ...valid, sharedFields: ['phone'] })).toContain('validation:referrals.nameRequired');
  });

  it('needs a reason, a known service and a known field', () => {
    expect(messages({ ...valid, reason: '   ' })).toEqual(['validation:referrals.reasonRequired']);
    expect(messages({ ...valid, service: 'shelter' })).toEqual(['validation:referrals.serviceRequired']);
    expect(messages({ ...valid, sharedFields: ['name', 'password'] }).length).toBeGreaterThan(0);
  });
});

describe('referral moves and due dates', () => {
  it('goes sent -> accepted | declined, accepted -> closed, and nowhere from the end', () => {
    expect(canMoveReferral('sent', 'accepted')).toBe(true);
    expect(canMoveReferral('sent', 'declined')).toBe(true);
    expect(canMoveReferral('sent', 'closed')).toBe(false);
    expect(canMoveReferral('accepted', 'closed')).toBe(true);
    expect(canMoveReferral('accepted', 'declined')).toBe(false);
    expect(canMoveReferral('declined', 'accepted')).toBe(false);
    expect(canMoveReferral('closed', 'accepted')).toBe(false);
  });

  it('lets only the receiving side act', () => {
    expect(referralActions('sent', 'sent')).toEqual({ accept: false, decline: false, assign: false, close: false });
    expect(referralActions('received', 'sent')).toEqual({ accept: true, decline: true, assign: true, close: false });
    expect(referralActions('received', 'accepted')).toEqual({
      accept: false,
      decline: false,
      assign: true,
      close: true,
    });
    expect(referralActions('received', 'closed')).toEqual({
      accept: false,
      decline: false,
      assign: false,
      close: false,
    });
  });

  it('is due in 14, 7 or 2 Kenyan days and overdue after that until closed or declined', () => {
    const now = new Date('2026-03-01T22:30:00Z'); // already 2 March in Nairobi
    expect(referralDueOn('routine', now)).toBe('2026-03-16');
    expect(referralDueOn('priority', now)).toBe('2026-03-09');
    expect(referralDueOn('urgent', now)).toBe('2026-03-04');
    expect(isReferralOverdue('sent', '2026-03-04', '2026-03-05')).toBe(true);
    expect(isReferralOverdue('accepted', '2026-03-04', '2026-03-04')).toBe(false);
    expect(isReferralOverdue('closed', '2026-03-04', '2026-03-05')).toBe(false);
    expect(isReferralOverdue('declined', '2026-03-04', '2026-03-05')).toBe(false);
  });
});
