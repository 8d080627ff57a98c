import type { CurrentUser } from '@domain/me';
import { requireStaffAdmin } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { loadSafeguarding } from '@server/modules/complaints';
import { listAuditEvents } from './queries';

/** Kenya keeps East Africa Time all year, so a day of the log starts at midnight +03:00. */
const KENYA_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

export interface AuditLogQuery {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/**
 * Admins browse who did what, newest first. Browsing is not itself audited:
 * an entry names an action and a record's id, not the record's contents, so
 * no one's personal data is read here; and logging each page of the log into
 * the log would bury the entries it exists to show under the admins' own reading.
 */
export async function browseAuditLog(db: Database, user: CurrentUser | null, query: AuditLogQuery) {
  const admin = requireStaffAdmin(user);
  const viewer = { userId: admin.id, safeguarding: await loadSafeguarding(db, admin.id) };
  const { page, pageSize } = query;
  const { rows, total } = await listAuditEvents(
    db,
    {
      actor: query.actor,
      action: query.action,
      targetType: query.targetType,
      targetId: query.targetId,
      from: query.from ? new Date(`${query.from}T00:00:00${KENYA_OFFSET}`) : undefined,
      before: query.to ? new Date(Date.parse(`${query.to}T00:00:00${KENYA_OFFSET}`) + DAY_MS) : undefined,
      viewer,
    },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details ?? null,
      actor: row.actorUserId
        ? {
            userId: row.actorUserId,
            name: row.actorFirstName ? `${row.actorFirstName} ${row.actorLastName}` : null,
            email: row.actorEmail,
          }
        : null,
    })),
    page,
    pageSize,
    total,
  };
}
