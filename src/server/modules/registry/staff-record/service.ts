import type { CurrentUser } from '@domain/me';
import type { RegistryBeneficiary, RegistryBeneficiaryUpdate } from '@domain/registry-beneficiary';
import type { BeneficiaryRecord, HistoryPage, RegistryPerson } from '@domain/registry-beneficiary-record';
import type { RegistryStatusChange } from '@domain/registry-status-change';
import type { StaffScope } from '@domain/organisations';
import { livesInPlaces } from '@domain/organisations';
import { requirePortal } from '@server/auth/guards';
import { isPersonInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { isUniqueViolation } from '@server/db/unique-violation';
import { enqueueDuplicateCheck } from '@server/modules/duplicates';
import { syncHouseholdsAfterStaffEdit } from '@server/modules/households';
import {
  BENEFICIARY_TARGET,
  type BeneficiaryRow,
  changedFields,
  findBeneficiary,
  findIdHoldingProgresId,
  insertBeneficiary,
  listHistory,
  loadRelatedRecords,
  toColumns,
  toRegistryPerson,
  updateBeneficiary,
} from '@server/modules/people';
import { isUuid } from '@domain/ids';

/** A change to any of these may make or unmake a duplicate. */
const IDENTIFYING_FIELDS = new Set(['firstName', 'lastName', 'dateOfBirth', 'phoneNumber', 'location', 'householdId']);

const progresIdTaken = () =>
  new AppError('conflict', 'errors:registryRecord.progresIdTaken', {
    fields: [{ path: 'progresId', message: 'errors:registryRecord.progresIdTaken' }],
  });

/** A record merged into another is history: it is changed only by reversing the merge. */
function refuseMerged(row: BeneficiaryRow): void {
  if (row.mergedIntoId) throw new AppError('conflict', 'errors:registryRecord.merged');
}

/** A person outside the staff member's scope answers as one that does not exist. */
async function findOr404(db: Database, scope: StaffScope, id: string): Promise<BeneficiaryRow> {
  const row = isUuid(id) ? await findBeneficiary(db, id) : null;
  if (!row || !(await isPersonInScope(db, scope, row.id))) {
    throw new AppError('not_found', 'errors:registryRecord.notFound');
  }
  return row;
}

/**
 * Staff add and move people only into their own places (the whole registry excepted): anyone else's
 * caseload is another organisation's to register.
 */
function refuseLocationOutsidePlaces(scope: StaffScope, values: ReturnType<typeof toColumns>): void {
  if (scope.wholeRegistry || values.locationCamp === undefined) return;
  const location = {
    camp: values.locationCamp,
    area: values.locationArea ?? null,
    block: values.locationBlock ?? null,
  };
  if (!livesInPlaces(scope.places, location)) {
    throw new AppError('validation', 'validation:registryRecord.locationOutsidePlaces', {
      fields: [{ path: 'location', message: 'validation:registryRecord.locationOutsidePlaces' }],
    });
  }
}

/** Runs a write and turns a ProGres ID collision (two staff adding the same person at once) into a 409. */
async function guardProgresId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw progresIdTaken();
    throw error;
  }
}

/** Any approved, active staff member adds people to the registry; the entry says who did. */
export async function createRegistryBeneficiary(
  db: Database,
  user: CurrentUser | null,
  input: RegistryBeneficiary,
): Promise<RegistryPerson> {
  const staff = requirePortal(user, 'staff');
  refuseLocationOutsidePlaces(staffScope(staff), toColumns(input));
  if (await findIdHoldingProgresId(db, input.progresId)) throw progresIdTaken();
  const row = await guardProgresId(() =>
    db.transaction(async (tx) => {
      const values = toColumns(input);
      const created = await insertBeneficiary(tx, {
        ...values,
        firstName: input.firstName,
        lastName: input.lastName,
        createdByUserId: staff.id,
      });
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'beneficiary.create',
        targetType: BENEFICIARY_TARGET,
        targetId: created.id,
      });
      await enqueueDuplicateCheck(tx, [created.id]);
      if (created.householdId) await syncHouseholdsAfterStaffEdit(tx, staff.id, [created.id]);
      return created;
    }),
  );
  return toRegistryPerson(row);
}

/** One person's whole record; every staff read of it lands in the audit log. */
export async function viewRegistryBeneficiary(
  db: Database,
  user: CurrentUser | null,
  id: string,
  language: string,
): Promise<BeneficiaryRecord> {
  const staff = requirePortal(user, 'staff');
  const scope = staffScope(staff);
  const row = await findOr404(db, scope, id);
  const related = await loadRelatedRecords(db, row, language, scope);
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'beneficiary.view',
    targetType: BENEFICIARY_TARGET,
    targetId: row.id,
  });
  return { person: toRegistryPerson(row), ...related };
}

/** Writes the changed fields; the audit entry names them without their values (no second copy of the data). */
export async function editRegistryBeneficiary(
  db: Database,
  user: CurrentUser | null,
  id: string,
  changes: RegistryBeneficiaryUpdate,
): Promise<RegistryPerson> {
  const staff = requirePortal(user, 'staff');
  const scope = staffScope(staff);
  const current = await findOr404(db, scope, id);
  refuseMerged(current);
  const values = toColumns(changes);
  const fields = changedFields(current, values);
  if (fields.length === 0) return toRegistryPerson(current);
  if (fields.includes('location')) refuseLocationOutsidePlaces(scope, values);
  if (values.progresId && values.progresId !== current.progresId) {
    const holder = await findIdHoldingProgresId(db, values.progresId);
    if (holder && holder !== id) throw progresIdTaken();
  }
  const row = await guardProgresId(() =>
    db.transaction(async (tx) => {
      const updated = await updateBeneficiary(tx, id, values);
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'beneficiary.update',
        targetType: BENEFICIARY_TARGET,
        targetId: id,
        details: { fields },
      });
      if (fields.some((field) => IDENTIFYING_FIELDS.has(field))) await enqueueDuplicateCheck(tx, [id]);
      // The household follows the registry's household id: a move ends one membership and starts another.
      if (fields.includes('householdId')) await syncHouseholdsAfterStaffEdit(tx, staff.id, [id]);
      return updated;
    }),
  );
  return toRegistryPerson(row);
}

/** Active, Inactive or Transferred, always with a reason that the history shows. */
export async function changeRegistryStatus(
  db: Database,
  user: CurrentUser | null,
  id: string,
  change: RegistryStatusChange,
): Promise<RegistryPerson> {
  const staff = requirePortal(user, 'staff');
  const current = await findOr404(db, staffScope(staff), id);
  refuseMerged(current);
  if (current.status === change.status) {
    throw new AppError('validation', 'validation:registryRecord.statusUnchanged', {
      fields: [{ path: 'status', message: 'validation:registryRecord.statusUnchanged' }],
    });
  }
  const row = await db.transaction(async (tx) => {
    const updated = await updateBeneficiary(tx, id, { status: change.status });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'beneficiary.status_change',
      targetType: BENEFICIARY_TARGET,
      targetId: id,
      details: { from: current.status, to: change.status, reason: change.reason },
    });
    return updated;
  });
  return toRegistryPerson(row);
}

/** The person's audit trail, newest first. Reading the trail is not itself a read of the record. */
export async function registryBeneficiaryHistory(
  db: Database,
  user: CurrentUser | null,
  id: string,
  page: number,
  pageSize: number,
): Promise<HistoryPage> {
  const staff = requirePortal(user, 'staff');
  await findOr404(db, staffScope(staff), id);
  const { rows, total } = await listHistory(db, id, page, pageSize);
  const items = rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorName: row.actorFirstName ? `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim() : null,
    details: row.details ?? {},
    at: row.createdAt.toISOString(),
  }));
  return { items, page, pageSize, total };
}
