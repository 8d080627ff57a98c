import type { CurrentUser } from '@domain/me';
import { isTrivialUssdPin, type UssdPinInput, type UssdPinStatus } from '@domain/ussd/pin';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { recordAudit } from '@server/platform/audit-log';
import { hashUssdPin } from './pin-hash';
import { clearWrongPins, deletePinHash, findPinHash, savePinHash } from './queries';

export async function loadOwnUssdPin(db: Database, user: CurrentUser | null): Promise<UssdPinStatus> {
  const person = await loadOwnBeneficiary(db, user);
  return {
    isSet: (await findPinHash(db, person.id)) !== null,
    phoneVerified: person.phoneVerifiedAt !== null && person.phoneNumber !== null,
  };
}

/**
 * The PIN opens the person's records to whoever holds the phone, so it is
 * set only for a number the person proved is theirs, and never one a guesser
 * tries first. Choosing it again also lifts a lock on the number: the person
 * has just proved who they are by signing in.
 */
export async function saveOwnUssdPin(db: Database, user: CurrentUser | null, input: UssdPinInput): Promise<void> {
  const person = await loadOwnBeneficiary(db, user);
  if (person.phoneVerifiedAt === null || person.phoneNumber === null)
    throw new AppError('conflict', 'errors:ussdPin.phoneNotVerified');
  if (isTrivialUssdPin(input.pin)) throw new AppError('bad_request', 'errors:ussdPin.trivial');
  const pinHash = await hashUssdPin(input.pin);
  const phoneNumber = person.phoneNumber;
  await db.transaction(async (tx) => {
    await savePinHash(tx, person.id, pinHash);
    await clearWrongPins(tx, phoneNumber);
    await recordAudit(tx, {
      actorUserId: user!.id,
      action: 'ussd_pin.set',
      targetType: 'beneficiary',
      targetId: person.id,
    });
  });
}

/** Removing it closes the personal screens of the menu to this person; removing none is no change. */
export async function removeOwnUssdPin(db: Database, user: CurrentUser | null): Promise<void> {
  const person = await loadOwnBeneficiary(db, user);
  await db.transaction(async (tx) => {
    if (!(await deletePinHash(tx, person.id))) return;
    await recordAudit(tx, {
      actorUserId: user!.id,
      action: 'ussd_pin.removed',
      targetType: 'beneficiary',
      targetId: person.id,
    });
  });
}
