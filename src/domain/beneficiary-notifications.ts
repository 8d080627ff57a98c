import * as z from 'zod/mini';
import { pageSchema } from './paging';

/**
 * What the agency tells a person when their case moves: shown in the
 * portal, and e-mailed in the person's saved language when they have a
 * verified address and have not turned that topic off in Settings.
 * Texts live under `notifications:kinds.<kind>` (title and body) in every language.
 */
export const BENEFICIARY_NOTIFICATION_KINDS = [
  'application_under_review',
  'application_approved',
  'application_rejected',
  'application_completed',
  'application_selected',
  'application_withdrawn',
  'document_verified',
  'document_rejected',
  'document_expired',
  'payment_processing',
  'payment_completed',
  'payment_failed',
  'message_received',
  'feedback_replied',
  'feedback_status_changed',
  'referral_sent',
  'referral_accepted',
  'referral_declined',
  'referral_closed',
] as const;
export type BeneficiaryNotificationKind = (typeof BENEFICIARY_NOTIFICATION_KINDS)[number];

/** The Settings topic that governs each kind; null kinds are always sent (a person must hear about them). */
export const NOTIFICATION_TOPIC: Record<BeneficiaryNotificationKind, 'applications' | 'payments' | null> = {
  application_under_review: 'applications',
  application_approved: 'applications',
  application_rejected: 'applications',
  application_completed: 'applications',
  application_selected: 'applications',
  application_withdrawn: 'applications',
  document_verified: 'applications',
  document_rejected: 'applications',
  document_expired: 'applications',
  payment_processing: 'payments',
  payment_completed: 'payments',
  payment_failed: 'payments',
  message_received: null,
  feedback_replied: null,
  feedback_status_changed: null,
  // Referrals follow the person's "updates on my applications" choice: both are about a service they asked for.
  referral_sent: 'applications',
  referral_accepted: 'applications',
  referral_declined: 'applications',
  referral_closed: 'applications',
};

/** The portal tab each notification opens. */
export function notificationTab(
  kind: BeneficiaryNotificationKind,
): 'applications' | 'documents' | 'payments' | 'messages' | 'feedback' {
  // The portal lists referrals with the applications.
  if (kind.startsWith('application_') || kind.startsWith('referral_')) return 'applications';
  if (kind.startsWith('document_')) return 'documents';
  if (kind.startsWith('payment_')) return 'payments';
  if (kind === 'message_received') return 'messages';
  return 'feedback';
}

/** One notification as the portal lists it. */
export const beneficiaryNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(BENEFICIARY_NOTIFICATION_KINDS),
  /** Already in the reader's language (programme name, document type, amount in KES), ready for notifications:kinds.<kind>.title/body. */
  params: z.record(z.string(), z.string()),
  tab: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type BeneficiaryNotification = z.infer<typeof beneficiaryNotificationSchema>;

export const beneficiaryNotificationPageSchema = z.extend(pageSchema(beneficiaryNotificationSchema), {
  /** Unread over all pages: the bell's count. */
  unread: z.number(),
});
export type BeneficiaryNotificationPage = z.infer<typeof beneficiaryNotificationPageSchema>;
