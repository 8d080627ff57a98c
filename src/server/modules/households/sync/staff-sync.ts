import type { Database } from '@server/db/client';
import { recordAudit } from '@server/platform/audit-log';
import { syncHouseholds, type HouseholdSync } from './sync-households';

/**
 * A staff member changed people's registry household ids: their households follow, and each household's
 * history names who joined and who left (the people's own histories have the edit itself).
 */
export async function syncHouseholdsAfterStaffEdit(
  db: Database,
  actorUserId: string,
  beneficiaryIds: readonly string[],
): Promise<HouseholdSync> {
  const sync = await syncHouseholds(db, beneficiaryIds);
  const entries = [
    ...sync.left.map((change) => ({ action: 'household.member_left', ...change })),
    ...sync.joined.map((change) => ({ action: 'household.member_joined', ...change })),
  ];
  for (const { action, householdId, beneficiaryId } of entries) {
    await recordAudit(db, {
      actorUserId,
      action,
      targetType: 'household',
      targetId: householdId,
      details: { beneficiaryId },
    });
  }
  return sync;
}
