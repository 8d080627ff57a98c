import * as z from 'zod/mini';
import { FEEDBACK_CATEGORIES } from './feedback';

export const NOTIFICATION_KINDS = [
  'duplicateAlert',
  'staffApproval',
  'feedback',
  'complaint',
  'sensitiveCase',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One item of the staff header's notification list (GET /api/v1/staff/notifications). */
export const staffNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  at: z.string(),
  /** Where the item is handled in the console; null for an item no console page handles. */
  link: z.nullable(z.string()),
  unread: z.boolean(),
  riskScore: z.nullable(z.number()),
  staffName: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  category: z.nullable(z.enum(FEEDBACK_CATEGORIES)),
});
export type StaffNotification = z.infer<typeof staffNotificationSchema>;

/** The list with how many arrived since this staff member last opened it. */
export const staffNotificationsSchema = z.object({
  items: z.array(staffNotificationSchema),
  unread: z.number(),
  lastSeenAt: z.nullable(z.string()),
});
export type StaffNotifications = z.infer<typeof staffNotificationsSchema>;

export const notificationsSeenSchema = z.object({ lastSeenAt: z.string() });
