import {
  DEFAULT_PREFERENCES,
  isPreferenceLanguage,
  type CurrentDeletionRequest,
  type DeletionRequest,
  type DeletionRequestInput,
  type Preferences,
} from '@domain/beneficiary-settings';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { isUniqueViolation } from '@server/db/unique-violation';
import { loadOwnBeneficiary } from '../beneficiary-profile/service';
import {
  cancelPendingDeletionRequest,
  findPendingDeletionRequest,
  findPreferences,
  insertDeletionRequest,
  upsertPreferences,
  type DeletionRequestRow,
  type PreferencesRow,
} from './queries';

function toPreferences(row: PreferencesRow | null): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  return {
    // A language dropped from the portal later falls back to the default rather than failing the screen.
    language: isPreferenceLanguage(row.language) ? row.language : 'en',
    notifyByEmail: row.notifyByEmail,
    notifyBySms: row.notifyBySms,
    notifyApplicationUpdates: row.notifyApplicationUpdates,
    notifyPaymentUpdates: row.notifyPaymentUpdates,
    notifyJobOpportunities: row.notifyJobOpportunities,
    smsApplicationUpdates: row.smsApplicationUpdates,
    smsPaymentUpdates: row.smsPaymentUpdates,
    smsMessageUpdates: row.smsMessageUpdates,
    discoverableByEmployers: row.discoverableByEmployers,
  };
}

function toDeletionRequest(row: DeletionRequestRow): DeletionRequest {
  return { id: row.id, status: row.status, reason: row.reason, createdAt: row.createdAt.toISOString() };
}

export async function loadOwnPreferences(db: Database, user: CurrentUser | null): Promise<Preferences> {
  const person = await loadOwnBeneficiary(db, user);
  return toPreferences(await findPreferences(db, person.id));
}

export async function saveOwnPreferences(
  db: Database,
  user: CurrentUser | null,
  input: Preferences,
): Promise<Preferences> {
  const person = await loadOwnBeneficiary(db, user);
  return toPreferences(await upsertPreferences(db, person.id, input));
}

export async function loadOwnDeletionRequest(db: Database, user: CurrentUser | null): Promise<CurrentDeletionRequest> {
  const person = await loadOwnBeneficiary(db, user);
  const row = await findPendingDeletionRequest(db, person.id);
  return { request: row ? toDeletionRequest(row) : null };
}

/** Staff act on the request; the audit trail shows when the person asked and when they changed their mind. */
export async function requestOwnDeletion(
  db: Database,
  user: CurrentUser | null,
  input: DeletionRequestInput,
): Promise<DeletionRequest> {
  const person = await loadOwnBeneficiary(db, user);
  if (await findPendingDeletionRequest(db, person.id))
    throw new AppError('conflict', 'errors:settings.deletionAlreadyRequested');
  const userId = user!.id;
  const row = await insertDeletionRequest(db, { userId, beneficiaryId: person.id, reason: input.reason ?? null }).catch(
    (error: unknown) => {
      // Two clicks at once: the one-pending index lets only the first through.
      if (isUniqueViolation(error)) throw new AppError('conflict', 'errors:settings.deletionAlreadyRequested');
      throw error;
    },
  );
  await recordAudit(db, {
    actorUserId: userId,
    action: 'account_deletion.requested',
    targetType: 'beneficiary',
    targetId: person.id,
  });
  return toDeletionRequest(row);
}

export async function cancelOwnDeletion(db: Database, user: CurrentUser | null): Promise<void> {
  const person = await loadOwnBeneficiary(db, user);
  if (!(await cancelPendingDeletionRequest(db, person.id)))
    throw new AppError('not_found', 'errors:settings.deletionNotFound');
  await recordAudit(db, {
    actorUserId: user!.id,
    action: 'account_deletion.cancelled',
    targetType: 'beneficiary',
    targetId: person.id,
  });
}
