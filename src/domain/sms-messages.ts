/*
 * A text message's life, and what Africa's Talking's delivery reports mean for
 * it. Kept apart from the gateway so that the rules read the same whatever
 * carries the message.
 */

/** queued: waiting for its job; sent: the gateway took it; refused: the number will not take it. */
export const SMS_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'refused'] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

/**
 * Failure reasons that are about the number itself (it does not exist, it is
 * barred, its owner refuses bulk messages): another message would bounce the
 * same way, so the number is blocked.
 */
const NUMBER_FAILURES = new Set([
  'UserInBlackList',
  'UserDoesNotExist',
  'NotNetworkSubcriber',
  'NotNetworkSubscriber',
  'UserIsInactive',
  'UserAccountSuspended',
  'DoNotDisturbRejection',
]);

/** Still on its way: the report changes nothing. */
const IN_TRANSIT = new Set(['Sent', 'Submitted', 'Buffered']);
const FAILED = new Set(['Failed', 'Rejected', 'Expired', 'AbsentSubscriber']);

export type DeliveryOutcome =
  { kind: 'delivered' } | { kind: 'failed'; failureCode: string; blockNumber: boolean } | { kind: 'in_transit' };

/** A reason as a code we store: letters and digits only, so nothing from the post reaches a page as it is. */
function reasonCode(reason: string | undefined): string {
  const cleaned = (reason ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
  return cleaned ? `delivery_${cleaned}` : 'delivery_failed';
}

/** What one delivery report (its status and failure reason) means for the message. */
export function deliveryOutcome(status: string, failureReason?: string): DeliveryOutcome {
  if (status === 'Success') return { kind: 'delivered' };
  if (IN_TRANSIT.has(status)) return { kind: 'in_transit' };
  const blockNumber = NUMBER_FAILURES.has(failureReason ?? '');
  if (FAILED.has(status) || blockNumber) return { kind: 'failed', failureCode: reasonCode(failureReason), blockNumber };
  // A status the gateway adds later: nothing is concluded from it.
  return { kind: 'in_transit' };
}

/** The key that makes one notice to one person one message, however often it is queued. */
export function notificationSmsKey(notificationId: string, beneficiaryId: string): string {
  return `notification:${notificationId}:${beneficiaryId}`;
}
