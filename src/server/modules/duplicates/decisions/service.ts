import type {
  DuplicateAlertItem,
  DuplicateAlertPage,
  DuplicateBulkInput,
  DuplicateBulkResult,
  DuplicateSummary,
} from '@domain/duplicate-alerts';
import type { CurrentUser } from '@domain/me';
import type { DuplicateAlertStatus } from '@domain/registry';
import type { BeneficiaryRecord } from '@domain/registry-beneficiary-record';
import type { StaffScope } from '@domain/organisations';
import { requirePortal } from '@server/auth/guards';
import { staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { recordAudit } from '@server/platform/audit-log';
import { refreshDuplicateRisk } from '../detection/queries';
import { BENEFICIARY_TARGET, findBeneficiary, loadRelatedRecords, toRegistryPerson } from '@server/modules/people';
import { alertNotFound, alertOutsideScope, alertResolved } from './errors';
import { isUuid } from '@domain/ids';
import { toAlertItem } from './mappers';
import {
  alertCounts,
  findAlertItem,
  listAlerts,
  lockAlert,
  pairInScope,
  updateAlert,
  updateOpenAlerts,
  wholePairInScope,
} from './queries';

/** Writes one entry per person of the pair, so each person's History shows the decision. */
export async function auditPair(
  db: Database,
  actorUserId: string,
  action: string,
  pair: [string, string],
  details: Record<string, unknown>,
) {
  for (const targetId of pair)
    await recordAudit(db, { actorUserId, action, targetType: BENEFICIARY_TARGET, targetId, details });
}

export async function listDuplicateAlerts(
  db: Database,
  user: CurrentUser | null,
  filter: { status?: DuplicateAlertStatus; minRisk?: number },
  page: number,
  pageSize: number,
): Promise<DuplicateAlertPage> {
  const scope = staffScope(requirePortal(user, 'staff'));
  const { rows, total } = await listAlerts(db, scope, filter, page, pageSize);
  return { items: rows.map(toAlertItem), page, pageSize, total };
}

export async function duplicateSummary(db: Database, user: CurrentUser | null): Promise<DuplicateSummary> {
  const scope = staffScope(requirePortal(user, 'staff'));
  const counts = await alertCounts(db, scope);
  return {
    pendingReview: counts.pending,
    underReview: counts.reviewing,
    resolvedThisMonth: counts.resolvedThisMonth,
    detectionAccuracy: counts.decided === 0 ? null : counts.confirmed / counts.decided,
  };
}

/** The alert as the staff member may see it: 404 unless at least one of its people is in scope. */
export async function alertItemOr404(db: Database, scope: StaffScope, id: string): Promise<DuplicateAlertItem> {
  const row = isUuid(id) ? await findAlertItem(db, scope, id) : null;
  if (!row) throw alertNotFound();
  return toAlertItem(row);
}

/**
 * Opening both records or deciding a pair needs both people in scope (or the whole registry): 404 when
 * neither is (the alert does not exist for this staff member), 403 when only one is.
 */
export async function requireWholePair(db: Database, scope: StaffScope, pair: [string, string]): Promise<void> {
  if (scope.wholeRegistry) return;
  const inScope = await pairInScope(db, scope, pair);
  if (!inScope.a && !inScope.b) throw alertNotFound();
  if (!inScope.a || !inScope.b) throw alertOutsideScope();
}

/** Both people's whole records side by side: a read of two records, so two beneficiary.view entries. */
export async function viewDuplicateAlert(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: string,
): Promise<{ alert: DuplicateAlertItem; records: [BeneficiaryRecord, BeneficiaryRecord] }> {
  const staff = requirePortal(user, 'staff');
  const scope = staffScope(staff);
  const alert = await alertItemOr404(db, scope, id);
  await requireWholePair(db, scope, [alert.beneficiary1.id, alert.beneficiary2.id]);
  const records = await Promise.all(
    [alert.beneficiary1.id, alert.beneficiary2.id].map(async (personId) => {
      const row = (await findBeneficiary(db, personId))!;
      return { person: toRegistryPerson(row), ...(await loadRelatedRecords(db, row, language, scope)) };
    }),
  );
  await auditPair(db, staff.id, 'beneficiary.view', [alert.beneficiary1.id, alert.beneficiary2.id], { alertId: id });
  return { alert, records: [records[0]!, records[1]!] };
}

/** "Assign to me": the alert goes Under Review with the caller as its reviewer (taking it over if someone else had it). */
export async function assignDuplicateAlert(
  db: Database,
  user: CurrentUser | null,
  id: string,
): Promise<DuplicateAlertItem> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw alertNotFound();
  await db.transaction(async (tx) => {
    const alert = await lockAlert(tx, id);
    if (!alert) throw alertNotFound();
    await requireWholePair(tx, staffScope(staff), [alert.beneficiaryAId, alert.beneficiaryBId]);
    if (alert.status === 'resolved') throw alertResolved();
    await updateAlert(tx, id, { status: 'reviewing', assignedToUserId: staff.id });
    await auditPair(tx, staff.id, 'duplicate.assign', [alert.beneficiaryAId, alert.beneficiaryBId], {
      alertId: id,
      decision: 'assign',
    });
  });
  return alertItemOr404(db, staffScope(staff), id);
}

/**
 * Assign or clear many alerts at once; resolved or unknown ones, and those with a person outside scope,
 * are skipped, not failed.
 */
export async function bulkDuplicateAction(
  db: Database,
  user: CurrentUser | null,
  input: DuplicateBulkInput,
): Promise<DuplicateBulkResult> {
  const staff = requirePortal(user, 'staff');
  const ids = [...new Set(input.ids.filter((id) => isUuid(id)))];
  const updated = await db.transaction(async (tx) => {
    const values =
      input.action === 'assign'
        ? { status: 'reviewing' as const, assignedToUserId: staff.id }
        : {
            status: 'resolved' as const,
            resolution: 'not_duplicate' as const,
            resolvedByUserId: staff.id,
            resolvedAt: new Date(),
          };
    const rows = await updateOpenAlerts(tx, ids, values, wholePairInScope(staffScope(staff)));
    for (const row of rows)
      await auditPair(tx, staff.id, `duplicate.${input.action}`, [row.aId, row.bId], {
        alertId: row.id,
        decision: input.action,
        bulk: true,
      });
    if (input.action === 'not_duplicate')
      await refreshDuplicateRisk(
        tx,
        rows.flatMap((row) => [row.aId, row.bId]),
      );
    return rows.map((row) => row.id);
  });
  const done = new Set(updated);
  return { updated, skipped: input.ids.filter((id) => !done.has(id)) };
}
