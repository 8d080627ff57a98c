import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaryNotifications } from '@server/db/schema';

const n = beneficiaryNotifications;

export function listNotifications(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  return db
    .select({ id: n.id, kind: n.kind, params: n.params, tab: n.tab, readAt: n.readAt, createdAt: n.createdAt })
    .from(n)
    .where(eq(n.beneficiaryId, beneficiaryId))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countNotifications(db: Database, beneficiaryId: string) {
  const [[all], [unread]] = await Promise.all([
    db.select({ total: count() }).from(n).where(eq(n.beneficiaryId, beneficiaryId)),
    db
      .select({ total: count() })
      .from(n)
      .where(and(eq(n.beneficiaryId, beneficiaryId), isNull(n.readAt))),
  ]);
  return { total: toCount(all?.total), unread: toCount(unread?.total) };
}

/** True when the notification is the person's (read before or now). */
export async function markNotificationRead(db: Database, beneficiaryId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ readAt: n.readAt })
    .from(n)
    .where(and(eq(n.id, id), eq(n.beneficiaryId, beneficiaryId)))
    .limit(1);
  if (!row) return false;
  if (!row.readAt)
    await db
      .update(n)
      .set({ readAt: new Date() })
      .where(and(eq(n.id, id), isNull(n.readAt)));
  return true;
}

export async function markAllNotificationsRead(db: Database, beneficiaryId: string): Promise<void> {
  await db
    .update(n)
    .set({ readAt: new Date() })
    .where(and(eq(n.beneficiaryId, beneficiaryId), isNull(n.readAt)));
}
