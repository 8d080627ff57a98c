import type { DuplicateAlertItem, DuplicateDecisionInput } from '@domain/duplicate-alerts';
import type { CurrentUser } from '@domain/me';
import { requirePortal, requireStaffAdmin } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { isUniqueViolation } from '@server/db/unique-violation';
import { syncHouseholds } from '@server/modules/households';
import { refreshDuplicateRisk } from '../detection/queries';
import { alertNotFound, alertResolved } from './errors';
import {
  findActiveMerge,
  insertMerge,
  lockPeople,
  markMergeReversed,
  moveLinkedRows,
  moveRowsBack,
  setPerson,
} from './merge-queries';
import { lockAlert, updateAlert, type AlertRow } from './queries';
import { alertItemOr404, auditPair, requireWholePair } from './service';
import { staffScope } from '@server/auth/staff-scope';
import { isUuid } from '@domain/ids';

const keepNotInPair = () =>
  new AppError('validation', 'validation:duplicates.keepNotInPair', {
    fields: [{ path: 'keepBeneficiaryId', message: 'validation:duplicates.keepNotInPair' }],
  });

/**
 * Not Duplicate, Resolve (with a note) or Confirm Duplicate. Every decision
 * closes the alert, updates both people's duplicate risk and lands in both
 * people's history, in one transaction.
 */
export async function decideDuplicateAlert(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: DuplicateDecisionInput,
): Promise<DuplicateAlertItem> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw alertNotFound();
  await db.transaction(async (tx) => {
    const alert = await lockAlert(tx, id);
    if (!alert) throw alertNotFound();
    const pair: [string, string] = [alert.beneficiaryAId, alert.beneficiaryBId];
    await requireWholePair(tx, staffScope(staff), pair);
    if (alert.status === 'resolved') throw alertResolved();
    const closed = {
      status: 'resolved' as const,
      resolvedByUserId: staff.id,
      resolvedAt: new Date(),
      resolutionNotes: input.notes || null,
    };
    const details: Record<string, unknown> = { alertId: id, decision: input.decision };
    if (input.decision === 'confirm_duplicate') {
      const keptId = input.keepBeneficiaryId!;
      if (!pair.includes(keptId)) throw keepNotInPair();
      Object.assign(details, await mergePair(tx, staff.id, alert, keptId));
    }
    const resolution = {
      confirm_duplicate: 'confirmed_duplicate',
      not_duplicate: 'not_duplicate',
      resolve: null,
    } as const;
    await updateAlert(tx, id, { ...closed, resolution: resolution[input.decision] });
    await auditPair(tx, staff.id, `duplicate.${input.decision}`, pair, details);
    await refreshDuplicateRisk(tx, pair);
  });
  return alertItemOr404(db, staffScope(staff), id);
}

/** Marks the other record a duplicate of the kept one and moves its linked rows across; returns what the audit says. */
async function mergePair(db: Database, staffId: string, alert: AlertRow, keptId: string) {
  const mergedId = keptId === alert.beneficiaryAId ? alert.beneficiaryBId : alert.beneficiaryAId;
  const people = await lockPeople(db, [keptId, mergedId]);
  const kept = people.find((person) => person.id === keptId)!;
  const merged = people.find((person) => person.id === mergedId)!;
  if (kept.mergedIntoId || merged.mergedIntoId) throw new AppError('conflict', 'errors:duplicates.alreadyMerged');
  // A person must not lose their login, and two logins cannot become one without an administrator.
  if (kept.userId && merged.userId) throw new AppError('conflict', 'errors:duplicates.bothHaveAccounts');
  const movedRows = await moveLinkedRows(db, mergedId, keptId);
  const movedUserId = merged.userId;
  await setPerson(db, mergedId, { mergedIntoId: keptId, mergedAt: new Date(), status: 'inactive', userId: null });
  if (movedUserId) await setPerson(db, keptId, { userId: movedUserId });
  // A duplicate record is nobody's household member: its membership ends, kept as history.
  await syncHouseholds(db, [mergedId]);
  await insertMerge(db, {
    alertId: alert.id,
    keptId,
    mergedId,
    movedRows,
    movedUserId,
    mergedPreviousStatus: merged.status,
    mergedByUserId: staffId,
  });
  // The audit goes into the person's history, which any staff member reads: how many feedback cases
  // they filed (some anonymous or restricted) or referrals made for them (seen only by the two organisations)
  // must not show there. duplicate_merges keeps the ids for reversal.
  const unsaid = new Set(['feedbackCases', 'beneficiaryNotifications', 'referrals']);
  const counts = Object.fromEntries(
    Object.entries(movedRows)
      .filter(([table]) => !unsaid.has(table))
      .map(([table, ids]) => [table, ids.length]),
  );
  return { keptId, mergedId, moved: counts, accountMoved: Boolean(movedUserId) };
}

/** Admin only: undoes a merge exactly (the same rows go back) and reopens the alert Under Review. */
export async function reverseDuplicateMerge(
  db: Database,
  user: CurrentUser | null,
  id: string,
): Promise<DuplicateAlertItem> {
  const admin = requireStaffAdmin(user);
  if (!isUuid(id)) throw alertNotFound();
  await guardReverseConflict(() =>
    db.transaction(async (tx) => {
      const alert = await lockAlert(tx, id);
      if (!alert) throw alertNotFound();
      await requireWholePair(tx, staffScope(admin), [alert.beneficiaryAId, alert.beneficiaryBId]);
      const merge = await findActiveMerge(tx, id);
      if (!merge) throw new AppError('conflict', 'errors:duplicates.notMerged');
      await lockPeople(tx, [merge.keptId, merge.mergedId]);
      await moveRowsBack(tx, merge.movedRows, merge.mergedId);
      if (merge.movedUserId) await setPerson(tx, merge.keptId, { userId: null });
      await setPerson(tx, merge.mergedId, {
        mergedIntoId: null,
        mergedAt: null,
        status: merge.mergedPreviousStatus,
        userId: merge.movedUserId,
      });
      await syncHouseholds(tx, [merge.mergedId]);
      await markMergeReversed(tx, merge.id, admin.id);
      await updateAlert(tx, id, {
        status: 'reviewing',
        resolution: null,
        resolvedAt: null,
        resolvedByUserId: null,
        assignedToUserId: alert.assignedToUserId ?? admin.id,
      });
      await auditPair(tx, admin.id, 'duplicate.merge_reversed', [merge.keptId, merge.mergedId], {
        alertId: id,
        decision: 'reverse_merge',
      });
      await refreshDuplicateRisk(tx, [merge.keptId, merge.mergedId]);
    }),
  );
  return alertItemOr404(db, staffScope(admin), id);
}

/**
 * The merged record is inactive, but staff could still have enrolled it in a
 * project (or it applied again) since: moving a row back onto a duplicate of it
 * is refused with a 409 rather than failing.
 */
async function guardReverseConflict(reverse: () => Promise<void>): Promise<void> {
  try {
    await reverse();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'errors:duplicates.reverseConflict');
    throw error;
  }
}
