import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { escapeLike } from '@server/db/escape-like';
import { toCount } from '@server/db/count';
import { auditEvents, feedbackCases, users } from '@server/db/schema';

export interface AuditLogFilter {
  /** A user id, or part of the actor's e-mail or name. */
  actor?: string;
  /** An action or its start: 'beneficiary.' finds every action on people. */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  before?: Date;
  /** Who browses: entries about a sensitive complaint exist only for staff with safeguarding, or its handler. */
  viewer: { userId: string; safeguarding: boolean };
}

/** The queue's own rule (staff-feedback visibleTo), applied to the entries about a case. */
function sensitiveCaseHidden(viewer: AuditLogFilter['viewer']): SQL | undefined {
  if (viewer.safeguarding) return undefined;
  return sql`not exists (select 1 from ${feedbackCases} where ${auditEvents.targetType} = 'feedback_case'
    and ${feedbackCases.id}::text = ${auditEvents.targetId} and ${feedbackCases.sensitive}
    and ${feedbackCases.assignedTo} is distinct from ${viewer.userId})`;
}

function auditWhere(filter: AuditLogFilter): SQL | undefined {
  const actorLike = filter.actor ? `%${escapeLike(filter.actor)}%` : undefined;
  return and(
    filter.actor
      ? or(
          eq(auditEvents.actorUserId, filter.actor),
          ilike(users.email, actorLike!),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${actorLike}`,
        )
      : undefined,
    filter.action ? sql`${auditEvents.action} like ${`${escapeLike(filter.action)}%`}` : undefined,
    filter.targetType ? eq(auditEvents.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditEvents.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditEvents.createdAt, filter.from) : undefined,
    filter.before ? lt(auditEvents.createdAt, filter.before) : undefined,
    sensitiveCaseHidden(filter.viewer),
  );
}

/** Newest first along audit_events_created_idx; the actor may since have been deleted (null). */
export async function listAuditEvents(db: Database, filter: AuditLogFilter, page: number, pageSize: number) {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        action: auditEvents.action,
        targetType: auditEvents.targetType,
        targetId: auditEvents.targetId,
        details: auditEvents.details,
        createdAt: auditEvents.createdAt,
        actorUserId: auditEvents.actorUserId,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(auditEvents).leftJoin(users, eq(users.id, auditEvents.actorUserId)).where(where),
  ]);
  return { rows, total: toCount(total?.count) };
}
