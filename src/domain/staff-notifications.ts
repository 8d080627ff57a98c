import type { FeedbackCategory } from './feedback';

export type NotificationKind = 'duplicateAlert' | 'staffApproval' | 'feedback' | 'complaint' | 'sensitiveCase';

/** One item of the staff header's notification list (GET /api/v1/staff/notifications). */
export interface StaffNotification {
  id: string;
  kind: NotificationKind;
  at: string;
  /** Where the item is handled in the console; null while that queue does not exist yet (complaints: issue 7). */
  link: string | null;
  unread: boolean;
  riskScore: number | null;
  staffName: string | null;
  reference: string | null;
  category: FeedbackCategory | null;
}
