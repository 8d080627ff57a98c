import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { recordAudit } from '@server/platform/audit-log';
import { loadOwnBeneficiary } from '../beneficiary-profile/service';
import { loadFollowUpRows } from './export-follow-up-queries';
import { loadAccount, loadPersonRows } from './export-queries';

/**
 * "Download my data": the person's account and every row about them, as
 * stored (documents as metadata; the files themselves are in the Documents tab).
 */
export async function exportOwnData(db: Database, user: CurrentUser | null) {
  const person = await loadOwnBeneficiary(db, user);
  const userId = user!.id;
  const [account, rows, followUp] = await Promise.all([
    loadAccount(db, userId),
    loadPersonRows(db, person.id),
    loadFollowUpRows(db, person.id),
  ]);
  await recordAudit(db, {
    actorUserId: userId,
    action: 'beneficiary.data_exported',
    targetType: 'beneficiary',
    targetId: person.id,
  });
  return { exportedAt: new Date().toISOString(), account, ...rows, ...followUp };
}
