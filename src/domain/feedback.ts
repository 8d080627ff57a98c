/** Feedback is praise, a suggestion or a question; a complaint asks the agency to act. */
export const FEEDBACK_KINDS = ['feedback', 'complaint'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** Labels are translated from `feedback:categories.<category>`. */
export const FEEDBACK_CATEGORIES = [
  'programme_services',
  'payments',
  'registration',
  'staff_conduct',
  'fraud_corruption',
  'sexual_exploitation_abuse',
  'exploitation_at_work',
  'safety_security',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/**
 * Categories whose cases go to restricted handling (IASC and UNHCR practice for
 * fraud and sexual exploitation and abuse): only the assigned handler sees them.
 */
export const SENSITIVE_FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  'staff_conduct',
  'fraud_corruption',
  'sexual_exploitation_abuse',
  'exploitation_at_work',
  'safety_security',
];

export function isSensitiveCategory(category: FeedbackCategory): boolean {
  return SENSITIVE_FEEDBACK_CATEGORIES.includes(category);
}

/** How the person wants to hear back; 'none' is allowed (they read replies in the portal). */
export const FEEDBACK_CONTACT_CHANNELS = ['portal', 'phone', 'sms', 'email', 'in_person', 'none'] as const;
export type FeedbackContactChannel = (typeof FEEDBACK_CONTACT_CHANNELS)[number];

export const FEEDBACK_STATUSES = ['received', 'in_review', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
