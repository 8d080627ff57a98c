import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { smsPurposeOf, type PersonTextMessages } from '@domain/sms-history';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { findPersonInScope, personTextMessages } from './staff-history-queries';

/**
 * The person's text messages for their page: a staff read of the person's
 * record (audited), answered 404 outside the staff member's scope.
 */
export async function viewPersonTextMessages(
  db: Database,
  user: CurrentUser | null,
  beneficiaryId: string,
  query: { page: number; pageSize: number },
): Promise<PersonTextMessages> {
  const staff = requirePortal(user, 'staff');
  const person = isUuid(beneficiaryId) ? await findPersonInScope(db, staffScope(staff), beneficiaryId) : null;
  if (!person) throw new AppError('not_found', 'errors:notFound');
  const { total, rows } = await personTextMessages(db, person.id, query.page, query.pageSize);
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'beneficiary.text_messages.view',
    targetType: 'beneficiary',
    targetId: person.id,
  });
  const verified = person.phoneNumber !== null && person.phoneVerifiedAt !== null;
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      purpose: smsPurposeOf(row.idempotencyKey),
      noticeKind: row.noticeKind,
      status: row.status,
      failureCode: row.failureCode,
      parts: row.parts,
      costCents: row.costCents,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    phoneVerified: verified,
    phoneVerifiedAt: verified ? person.phoneVerifiedAt!.toISOString() : null,
  };
}
