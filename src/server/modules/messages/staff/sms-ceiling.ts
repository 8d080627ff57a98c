import { centsToKes, type SmsCeiling, type SmsCeilingInput } from '@domain/group-sms';
import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import { requirePortal, requireStaffAdmin } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { findCeiling, saveCeiling, spentOnDayCents } from './group-sms-queries';

async function ceilingOf(db: Database, organisation: string | null): Promise<SmsCeiling> {
  if (!organisation) return { organisation: null, dailyCeilingKes: null, spentTodayKes: 0 };
  const [dailyCeilingKes, spent] = await Promise.all([
    findCeiling(db, organisation),
    spentOnDayCents(db, organisation, nairobiToday()),
  ]);
  return { organisation, dailyCeilingKes, spentTodayKes: centsToKes(spent) };
}

/** The sender's organisation's daily group SMS ceiling and what went on texts today: no personal data. */
export async function viewSmsCeiling(db: Database, user: CurrentUser | null): Promise<SmsCeiling> {
  const scope = staffScope(requirePortal(user, 'staff'));
  return ceilingOf(db, scope.organisation?.code ?? null);
}

/** An administrator sets (or, with null, removes: SMS off) their own organisation's ceiling; audited. */
export async function setSmsCeiling(
  db: Database,
  user: CurrentUser | null,
  input: SmsCeilingInput,
): Promise<SmsCeiling> {
  const admin = requireStaffAdmin(user);
  const organisation = staffScope(admin).organisation?.code;
  if (!organisation) throw new AppError('conflict', 'errors:staffMessages.smsNoOrganisation');
  return db.transaction(async (tx) => {
    await saveCeiling(tx, organisation, input.dailyCeilingKes, admin.id);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'sms_ceiling.update',
      targetType: 'organisation',
      details: { code: organisation, dailyCeilingKes: input.dailyCeilingKes },
    });
    return ceilingOf(tx, organisation);
  });
}
