import { isUuid } from '@domain/ids';
import type { Household, HouseholdChange, MemberRelationship, PersonHousehold } from '@domain/households';
import type { CurrentUser } from '@domain/me';
import type { StaffScope } from '@domain/organisations';
import { requirePortal } from '@server/auth/guards';
import { isPersonInScope, personIdInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { BENEFICIARY_TARGET, findBeneficiary } from '@server/modules/people';
import { findCurrentMember, setHead, setRelationship, updateHouseholdFigures } from './change-queries';
import { loadHouseholdView, loadPersonHousehold } from './household-view';
import { findHousehold, hasCurrentMemberInScope, type HouseholdRow } from './view-queries';
import { householdMembers } from '@server/db/schema';

export const HOUSEHOLD_TARGET = 'household';

/** A household is in scope when one of its current members is; any other answers as one that does not exist. */
async function findOr404(db: Database, scope: StaffScope, id: string): Promise<HouseholdRow> {
  const row = isUuid(id) ? await findHousehold(db, id) : null;
  const inScope =
    row !== null &&
    (scope.wholeRegistry ||
      (await hasCurrentMemberInScope(db, row.id, personIdInScope(scope, householdMembers.beneficiaryId))));
  if (!row || !inScope) throw new AppError('not_found', 'errors:households.notFound');
  return row;
}

/** One household with its members; every staff read of it lands in the audit log, as a person's record does. */
export async function viewHousehold(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: string,
): Promise<Household> {
  const staff = requirePortal(user, 'staff');
  const row = await findOr404(db, staffScope(staff), id);
  const view = await loadHouseholdView(db, row, language);
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'household.view',
    targetType: HOUSEHOLD_TARGET,
    targetId: id,
  });
  return view;
}

/** The household panel of a person's record (the record's own read is audited as beneficiary.view). */
export async function viewPersonHousehold(
  db: Database,
  user: CurrentUser | null,
  beneficiaryId: string,
): Promise<PersonHousehold> {
  const scope = staffScope(requirePortal(user, 'staff'));
  const person = isUuid(beneficiaryId) ? await findBeneficiary(db, beneficiaryId) : null;
  if (!person || !(await isPersonInScope(db, scope, person.id)))
    throw new AppError('not_found', 'errors:registryRecord.notFound');
  return loadPersonHousehold(db, person.id);
}

async function requireMember(db: Database, householdId: string, beneficiaryId: string, path?: string) {
  const member = isUuid(beneficiaryId) ? await findCurrentMember(db, householdId, beneficiaryId) : null;
  if (member) return member;
  if (path) {
    throw new AppError('validation', 'validation:households.headNotMember', {
      fields: [{ path, message: 'validation:households.headNotMember' }],
    });
  }
  throw new AppError('not_found', 'errors:households.memberNotFound');
}

/** Size, income and head. The head's relationship reads "head"; a former head's "head" is cleared. */
export async function changeHousehold(
  db: Database,
  user: CurrentUser | null,
  id: string,
  change: HouseholdChange,
  language: string,
): Promise<Household> {
  const staff = requirePortal(user, 'staff');
  const current = await findOr404(db, staffScope(staff), id);
  const newHead = change.headBeneficiaryId;
  if (newHead) await requireMember(db, id, newHead, 'headBeneficiaryId');
  const fields = [
    current.size !== change.size ? 'size' : null,
    current.monthlyIncome !== change.monthlyIncome ? 'monthlyIncome' : null,
    current.headBeneficiaryId !== newHead ? 'head' : null,
  ].filter((field): field is string => field !== null);
  if (fields.length > 0) {
    await db.transaction(async (tx) => {
      await updateHouseholdFigures(tx, id, change);
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'household.update',
        targetType: HOUSEHOLD_TARGET,
        targetId: id,
        details: { fields },
      });
      if (current.headBeneficiaryId === newHead) return;
      await moveHead(tx, staff.id, id, current.headBeneficiaryId, newHead);
    });
  }
  return loadHouseholdView(db, (await findHousehold(db, id)) ?? current, language);
}

/** Relationships follow the head, and both people's histories say so. */
async function moveHead(
  tx: Database,
  actorUserId: string,
  householdId: string,
  from: string | null,
  to: string | null,
): Promise<void> {
  if (from) {
    const former = await findCurrentMember(tx, householdId, from);
    if (former?.relationship === 'head') await setRelationship(tx, householdId, from, null);
    await recordAudit(tx, {
      actorUserId,
      action: 'household.head_removed',
      targetType: BENEFICIARY_TARGET,
      targetId: from,
      details: { householdId },
    });
  }
  if (to) {
    await setRelationship(tx, householdId, to, 'head');
    await recordAudit(tx, {
      actorUserId,
      action: 'household.head_set',
      targetType: BENEFICIARY_TARGET,
      targetId: to,
      details: { householdId },
    });
  }
}

/** A member's relationship to the head. "head" makes them the head; another relationship for the head clears it. */
export async function changeMemberRelationship(
  db: Database,
  user: CurrentUser | null,
  id: string,
  beneficiaryId: string,
  { relationship }: MemberRelationship,
  language: string,
): Promise<Household> {
  const staff = requirePortal(user, 'staff');
  const household = await findOr404(db, staffScope(staff), id);
  const member = await requireMember(db, id, beneficiaryId);
  if (member.relationship !== relationship) {
    await db.transaction(async (tx) => {
      const wasHead = household.headBeneficiaryId === beneficiaryId;
      if (relationship === 'head' && !wasHead) {
        await moveHead(tx, staff.id, id, household.headBeneficiaryId, beneficiaryId);
        await setHead(tx, id, beneficiaryId);
      } else if (relationship !== 'head' && wasHead) {
        await setHead(tx, id, null);
      }
      await setRelationship(tx, id, beneficiaryId, relationship);
      const details = { from: member.relationship, to: relationship };
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'household.member_relationship',
        targetType: HOUSEHOLD_TARGET,
        targetId: id,
        details: { ...details, beneficiaryId },
      });
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'household.member_relationship',
        targetType: BENEFICIARY_TARGET,
        targetId: beneficiaryId,
        details: { ...details, householdId: id },
      });
    });
  }
  return loadHouseholdView(db, (await findHousehold(db, id)) ?? household, language);
}
