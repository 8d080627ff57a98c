import type { TFunction } from 'i18next';
import type { PersonTextMessage } from '@domain/sms-history';

/** The notice a message told of, as one of a few groups: the text itself is never shown here. */
export function textMessageSubject(t: TFunction<'staff-record'>, message: PersonTextMessage): string {
  if (message.purpose === 'phone_code') return t('textMessages.subjects.phoneCode');
  const kind = message.noticeKind;
  if (message.purpose !== 'notice' || !kind) return t('textMessages.subjects.other');
  if (kind.startsWith('referral_')) return t('textMessages.subjects.referral');
  if (kind.startsWith('document_')) return t('textMessages.subjects.document');
  if (kind.startsWith('payment_')) return t('textMessages.subjects.payment');
  if (kind === 'message_received') return t('textMessages.subjects.message');
  if (kind.startsWith('feedback_')) return t('textMessages.subjects.feedback');
  return t('textMessages.subjects.application');
}

const KNOWN_FAILURES = new Set([
  'invalid_number',
  'unsupported_number',
  'blocked_by_recipient',
  'could_not_route',
  'risk_hold',
  'invalid_sender_id',
  'insufficient_balance',
  'gateway_error',
  'rejected_by_gateway',
  'credentials_refused',
  'no_answer',
  'gave_up',
  'turned_off',
  'unverified_number',
  'blocked_number',
  'delivery_AbsentSubscriber',
]);

/** A failure code (domain/sms-messages.ts, the gateway adapters) in words; an unforeseen one keeps its code. */
export function textMessageFailure(t: TFunction<'staff-record'>, code: string): string {
  if (KNOWN_FAILURES.has(code)) return t(`textMessages.failures.${code}`);
  if (code.startsWith('delivery_'))
    return t('textMessages.failures.delivery', { reason: code.slice('delivery_'.length) });
  return t('textMessages.failures.other', { code });
}
