import { describe, expect, it } from 'vitest';
import {
  acceptsFollowUps,
  feedbackCaseInputSchema,
  feedbackFollowUpSchema,
  formatFeedbackReference,
  isSensitiveCategory,
  referenceYear,
} from './feedback';

const complaint = {
  kind: 'complaint',
  category: 'payments',
  subject: 'Cash transfer not received',
  description: 'My October transfer has not arrived on my mobile money account.',
  contactChannel: 'sms',
};

function messagesOf(schema: typeof feedbackCaseInputSchema | typeof feedbackFollowUpSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('a new feedback case', () => {
  it('accepts a complaint, trims its texts and is not anonymous unless asked', () => {
    const parsed = feedbackCaseInputSchema.parse({ ...complaint, subject: '  Cash transfer not received ' });
    expect(parsed).toMatchObject({ subject: 'Cash transfer not received', anonymous: false, contactChannel: 'sms' });
    expect(feedbackCaseInputSchema.parse({ ...complaint, anonymous: true }).anonymous).toBe(true);
  });

  it('names each problem with a translatable message', () => {
    expect(
      messagesOf(feedbackCaseInputSchema, {
        kind: 'praise',
        category: 'weather',
        subject: 'Hi',
        description: 'too short',
        contactChannel: 'fax',
      }),
    ).toEqual({
      kind: 'validation:feedbackKindRequired',
      category: 'validation:feedbackCategoryRequired',
      subject: 'validation:feedbackSubjectMin',
      description: 'validation:feedbackDescriptionMin',
      contactChannel: 'validation:feedbackContactRequired',
    });
    expect(messagesOf(feedbackCaseInputSchema, { ...complaint, description: 'x'.repeat(4001) })).toEqual({
      description: 'validation:textTooLong',
    });
  });

  it('never takes sensitivity or a status from the person', () => {
    expect(feedbackCaseInputSchema.safeParse({ ...complaint, sensitive: false }).success).toBe(false);
    expect(feedbackCaseInputSchema.safeParse({ ...complaint, status: 'closed' }).success).toBe(false);
  });
});

describe('a follow-up', () => {
  it('needs some words, not only spaces', () => {
    expect(feedbackFollowUpSchema.parse({ message: ' Any news? ' })).toEqual({ message: 'Any news?' });
    expect(messagesOf(feedbackFollowUpSchema, { message: '   ' })).toEqual({
      message: 'validation:feedbackFollowUpRequired',
    });
  });

  it('is accepted until the case is closed', () => {
    expect(acceptsFollowUps('new')).toBe(true);
    expect(acceptsFollowUps('resolved')).toBe(true);
    expect(acceptsFollowUps('closed')).toBe(false);
  });
});

describe('reference numbers', () => {
  it('pads to six digits and never cuts a longer number', () => {
    expect(formatFeedbackReference(2026, 123)).toBe('FB-2026-000123');
    expect(formatFeedbackReference(2026, 1_234_567)).toBe('FB-2026-1234567');
  });

  it("takes the year in Kenya's time: New Year's night at 01:00 in Nairobi is already the new year", () => {
    expect(referenceYear(new Date('2026-12-31T22:00:00Z'))).toBe(2027);
    expect(referenceYear(new Date('2026-12-31T20:59:00Z'))).toBe(2026);
  });
});

describe('sensitive categories', () => {
  it('restricts fraud and abuse, not everyday matters', () => {
    expect(isSensitiveCategory('sexual_exploitation_abuse')).toBe(true);
    expect(isSensitiveCategory('fraud_corruption')).toBe(true);
    expect(isSensitiveCategory('payments')).toBe(false);
  });
});
