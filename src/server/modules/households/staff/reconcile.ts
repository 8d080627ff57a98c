import { isUuid } from '@domain/ids';
import type { DeclaredMember, Reconcile } from '@domain/households';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import { isPersonInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { BENEFICIARY_TARGET } from '@server/modules/people';
import { toDeclaredMember } from '../declared-mapper';
import type { HouseholdDeps } from '../household-deps';
import { syncHouseholdsAfterStaffEdit } from '../sync/staff-sync';
import {
  findPersonForMatch,
  lockDeclaration,
  saveReconciliation,
  setRegistryHouseholdId,
  setRelationship,
} from './change-queries';
import { HOUSEHOLD_TARGET } from './service';
import { findCurrentMembership } from './view-queries';

const matchRefused = (message: string) => new AppError('validation', message, { fields: [{ path: 'match', message }] });

/**
 * Staff settle a member a beneficiary declared: either a registry person, who then joins the declaring
 * person's household (their registry household id is set to it, as a staff edit would), or nobody in the
 * registry. Every outcome lands in the histories of the household and the people concerned.
 */
export async function reconcileDeclaration(
  db: Database,
  deps: HouseholdDeps,
  user: CurrentUser | null,
  declarationId: string,
  decision: Reconcile,
): Promise<DeclaredMember> {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(declarationId)) throw new AppError('not_found', 'errors:households.declarationNotFound');
  return db.transaction(async (tx) => {
    const declaration = await lockDeclaration(tx, declarationId);
    // The declarer and the matched person must both be people the staff member may see.
    if (declaration && !(await isPersonInScope(tx, staffScope(staff), declaration.beneficiaryId))) {
      throw new AppError('not_found', 'errors:households.declarationNotFound');
    }
    if (!declaration) throw new AppError('not_found', 'errors:households.declarationNotFound');
    if (declaration.reconciliation !== 'pending') throw new AppError('conflict', 'errors:households.alreadyReconciled');
    const membership = await findCurrentMembership(tx, declaration.beneficiaryId);
    const audit = async (targetType: string, targetId: string, details: Record<string, unknown>) =>
      recordAudit(tx, {
        actorUserId: staff.id,
        action: 'household.declaration_reconciled',
        targetType,
        targetId,
        details,
      });

    if ('notInRegistry' in decision) {
      const saved = await saveReconciliation(tx, declarationId, {
        reconciliation: 'not_in_registry',
        matchedBeneficiaryId: null,
        reconciledBy: staff.id,
      });
      const details = { declarationId, outcome: 'not_in_registry' };
      await audit(BENEFICIARY_TARGET, declaration.beneficiaryId, details);
      if (membership) await audit(HOUSEHOLD_TARGET, membership.household.id, details);
      return toDeclaredMember(saved, null);
    }

    if (!membership) throw new AppError('conflict', 'errors:households.declarerHasNoHousehold');
    const household = membership.household;
    const found = isUuid(decision.match) ? await findPersonForMatch(tx, decision.match) : null;
    const person = found && (await isPersonInScope(tx, staffScope(staff), found.id)) ? found : null;
    if (!person || person.mergedIntoId) throw matchRefused('validation:households.matchNotFound');
    if (person.id === declaration.beneficiaryId) throw matchRefused('validation:households.matchIsDeclarer');

    if (person.householdId !== household.reference) {
      await setRegistryHouseholdId(tx, person.id, household.reference);
      await syncHouseholdsAfterStaffEdit(tx, staff.id, [person.id]);
      await deps.onHouseholdIdChanged(tx, [person.id]);
    }
    // The declared relationship is to the person who declared it: it is the relationship to the head only
    // when the head declared it.
    if (household.headBeneficiaryId === declaration.beneficiaryId) {
      await setRelationship(tx, household.id, person.id, declaration.relationship);
    }
    const saved = await saveReconciliation(tx, declarationId, {
      reconciliation: 'matched',
      matchedBeneficiaryId: person.id,
      reconciledBy: staff.id,
    });
    const details = { declarationId, outcome: 'matched', matchedBeneficiaryId: person.id, householdId: household.id };
    await audit(HOUSEHOLD_TARGET, household.id, details);
    await audit(BENEFICIARY_TARGET, declaration.beneficiaryId, details);
    await audit(BENEFICIARY_TARGET, person.id, details);
    return toDeclaredMember(saved, `${person.firstName} ${person.lastName}`);
  });
}
