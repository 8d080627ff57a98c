import type { BeneficiaryProfile, ProfileUpdate } from '@domain/beneficiary-profile';
import type { CurrentUser } from '@domain/me';
import { normalizePhone } from '@domain/phone';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError, type FieldIssue } from '@server/errors';
import { enqueueDuplicateCheck } from '@server/modules/duplicates';
import { findBeneficiaryByUserId, insertBeneficiaryForUser, updateBeneficiary, type BeneficiaryRow } from './queries';
import { runOnce } from '@server/platform/idempotency';

/**
 * The signed-in beneficiary's person record. It is created on first use from
 * what they gave at sign-up (spec section 3), so every later call finds it.
 */
export async function loadOwnBeneficiary(db: Database, user: CurrentUser | null): Promise<BeneficiaryRow> {
  const signedIn = requirePortal(user, 'beneficiary');
  const existing = await findBeneficiaryByUserId(db, signedIn.id);
  if (existing) return existing;
  await insertBeneficiaryForUser(db, {
    userId: signedIn.id,
    firstName: signedIn.firstName,
    lastName: signedIn.lastName,
    phoneNumber: signedIn.phoneNumber,
    email: signedIn.email,
  });
  return (await findBeneficiaryByUserId(db, signedIn.id)) as BeneficiaryRow;
}

export function toProfile(row: BeneficiaryRow): BeneficiaryProfile {
  return {
    id: row.id,
    progresId: row.progresId,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber ?? '',
    alternativePhone: row.alternativePhone,
    email: row.email,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality as BeneficiaryProfile['nationality'],
    locationCamp: row.locationCamp as BeneficiaryProfile['locationCamp'],
    locationBlock: row.locationBlock,
    locationUrbanArea: row.locationUrbanArea,
    educationLevel: row.educationLevel as BeneficiaryProfile['educationLevel'],
    employmentStatus: row.employmentStatus as BeneficiaryProfile['employmentStatus'],
    householdSize: row.householdSize,
    monthlyIncome: row.monthlyIncome,
    bankAccountNumber: row.bankAccountNumber,
    mobileMoneyNumber: row.mobileMoneyNumber,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    skills: row.skills,
  };
}

const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Phones are stored in E.164; an optional phone may be left empty. */
function normalizePhones(input: ProfileUpdate) {
  const issues: FieldIssue[] = [];
  const phone = (field: 'phoneNumber' | 'alternativePhone' | 'mobileMoneyNumber' | 'emergencyContactPhone') => {
    const raw = emptyToNull(input[field]);
    if (raw === null) return null;
    const normalized = normalizePhone(raw);
    if (!normalized) issues.push({ path: field, message: 'validation:phoneInvalid' });
    return normalized;
  };
  const phones = {
    phoneNumber: phone('phoneNumber'),
    alternativePhone: phone('alternativePhone'),
    mobileMoneyNumber: phone('mobileMoneyNumber'),
    emergencyContactPhone: phone('emergencyContactPhone'),
  };
  if (issues.length > 0) throw new AppError('validation', issues[0]!.message, { fields: issues });
  return phones;
}

/** What a duplicate check compares: a change to any of them may make or unmake a duplicate. */
const IDENTIFYING_COLUMNS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'phoneNumber',
  'locationCamp',
  'locationBlock',
] as const;

export async function updateOwnProfile(
  db: Database,
  user: CurrentUser | null,
  input: ProfileUpdate,
  requestKey?: string,
): Promise<BeneficiaryProfile> {
  const own = await loadOwnBeneficiary(db, user);
  // With an Idempotency-Key, a save sent again (queued offline, retried) answers the first and writes once.
  const request = { userId: requirePortal(user, 'beneficiary').id, scope: 'profile-update', key: requestKey };
  return db.transaction((tx) =>
    runOnce(tx, request, async () => {
      const row = await saveProfile(tx, own.id, input);
      // The person may also be in the registry under another record: staff see it as a duplicate alert.
      if (IDENTIFYING_COLUMNS.some((column) => row[column] !== own[column])) await enqueueDuplicateCheck(tx, [row.id]);
      return toProfile(row);
    }),
  );
}

function saveProfile(db: Database, id: string, input: ProfileUpdate) {
  return updateBeneficiary(db, id, {
    ...normalizePhones(input),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: emptyToNull(input.email)?.toLowerCase() ?? null,
    gender: input.gender ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    nationality: input.nationality ?? null,
    locationCamp: input.locationCamp ?? null,
    locationBlock: emptyToNull(input.locationBlock),
    locationUrbanArea: emptyToNull(input.locationUrbanArea),
    educationLevel: input.educationLevel ?? null,
    employmentStatus: input.employmentStatus ?? null,
    householdSize: input.householdSize,
    monthlyIncome: input.monthlyIncome,
    bankAccountNumber: emptyToNull(input.bankAccountNumber),
    emergencyContactName: emptyToNull(input.emergencyContactName),
    skills: [...new Set(input.skills.map((skill) => skill.trim()))],
  });
}
