import type { CurrentUser } from '@domain/me';
import type { StaffNotification } from '@domain/staff-notifications';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { loadSafeguarding } from '@server/modules/complaints';
import { managedBy } from '../members/queries';
import { managedOrganisation } from '../members/service';
import {
  lastSeenAt,
  markSeen,
  newestPendingDuplicateAlerts,
  newestPendingStaff,
  newestReceivedFeedback,
} from './queries';

export const NOTIFICATION_LIMIT = 20;

const blank = { riskScore: null, staffName: null, reference: null, category: null };

/**
 * What needs attention, newest first: pending duplicate alerts, staff waiting
 * for approval (to the admins who may approve them) and feedback nobody has picked
 * up. A case names no person: a sensitive one (abuse, fraud) says only that it
 * exists and its reference, and only to staff with safeguarding or its assigned handler.
 */
export async function listStaffNotifications(db: Database, user: CurrentUser | null) {
  const staff = requirePortal(user, 'staff');
  const isAdmin = staff.staff?.isAdmin === true;
  const safeguarding = await loadSafeguarding(db, staff.id);
  const scope = staffScope(staff);
  const [alerts, pendingStaff, cases, seenAt] = await Promise.all([
    newestPendingDuplicateAlerts(db, scope, NOTIFICATION_LIMIT),
    // Only the admins the approval path lets approve them: a partner's admin, their own and the unplaced.
    isAdmin ? newestPendingStaff(db, managedBy(managedOrganisation(staff)), NOTIFICATION_LIMIT) : [],
    newestReceivedFeedback(db, { userId: staff.id, safeguarding, scope }, NOTIFICATION_LIMIT),
    lastSeenAt(db, staff.id),
  ]);
  const items: (Omit<StaffNotification, 'unread' | 'at'> & { at: Date })[] = [
    ...alerts.map((row) => ({
      ...blank,
      id: `duplicate-${row.id}`,
      kind: 'duplicateAlert' as const,
      at: row.at,
      link: '/staff/duplicates',
      riskScore: row.riskScore,
    })),
    ...pendingStaff.map((row) => ({
      ...blank,
      id: `staff-${row.id}`,
      kind: 'staffApproval' as const,
      at: row.at,
      link: '/staff/team',
      staffName: `${row.firstName} ${row.lastName}`,
    })),
    ...cases.map((row) => ({
      ...blank,
      id: `feedback-${row.id}`,
      kind: row.sensitive ? ('sensitiveCase' as const) : row.kind,
      at: row.at,
      link: `/staff/complaints/${row.id}`,
      reference: row.reference,
      category: row.sensitive ? null : row.category,
    })),
  ];
  const newest = items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, NOTIFICATION_LIMIT);
  const notifications: StaffNotification[] = newest.map((item) => ({
    ...item,
    at: item.at.toISOString(),
    unread: !seenAt || item.at > seenAt,
  }));
  return {
    items: notifications,
    unread: notifications.filter((item) => item.unread).length,
    lastSeenAt: seenAt?.toISOString() ?? null,
  };
}

/**
 * Opening the list marks everything in it seen. Not audited: it changes only
 * the staff member's own unread dot, no one's record.
 */
export async function markStaffNotificationsSeen(db: Database, user: CurrentUser | null) {
  const staff = requirePortal(user, 'staff');
  return { lastSeenAt: (await markSeen(db, staff.id)).toISOString() };
}
