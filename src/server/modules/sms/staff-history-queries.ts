import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, beneficiaryNotifications, smsMessages } from '@server/db/schema';

/** The person, only when in the staff member's scope. */
export async function findPersonInScope(db: Database, scope: StaffScope, beneficiaryId: string) {
  const [row] = await db
    .select({
      id: beneficiaries.id,
      phoneNumber: beneficiaries.phoneNumber,
      phoneVerifiedAt: beneficiaries.phoneVerifiedAt,
    })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, beneficiaryId), personInScope(scope)))
    .limit(1);
  return row ?? null;
}

/**
 * One page of the person's messages, newest first, each with the kind of the
 * notice it told of (its key is `notification:<notice id>:<person id>`).
 */
export async function personTextMessages(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  const mine = eq(smsMessages.beneficiaryId, beneficiaryId);
  const [total] = await db.select({ total: count() }).from(smsMessages).where(mine);
  const rows = await db
    .select({
      id: smsMessages.id,
      idempotencyKey: smsMessages.idempotencyKey,
      createdAt: smsMessages.createdAt,
      status: smsMessages.status,
      failureCode: smsMessages.failureCode,
      parts: smsMessages.parts,
      costCents: smsMessages.costCents,
      noticeKind: beneficiaryNotifications.kind,
    })
    .from(smsMessages)
    .leftJoin(
      beneficiaryNotifications,
      and(
        sql`${smsMessages.idempotencyKey} like 'notification:%'`,
        sql`${beneficiaryNotifications.id}::text = split_part(${smsMessages.idempotencyKey}, ':', 2)`,
      ),
    )
    .where(mine)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total: toCount(total?.total), rows };
}
