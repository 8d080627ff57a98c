import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CurrentUser } from '@domain/me';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_MINUTES,
  PHONE_CODES_PER_HOUR,
  phoneCodeSmsKey,
  phoneCodeText,
  type PhoneCodeSent,
  type PhoneVerificationStatus,
} from '@domain/phone-verification';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { queueSms } from '@server/modules/sms';
import {
  countCodesSince,
  countWrongTry,
  insertCode,
  lockPersonPhone,
  markVerified,
  openCodeFor,
  preferredLanguage,
  retireOpenCodes,
} from './queries';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Salted with the row's id: two people's equal codes hash differently. */
function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

function toStatus(person: { phoneNumber: string | null; phoneVerifiedAt: Date | null }): PhoneVerificationStatus {
  return {
    phoneNumber: person.phoneNumber,
    verified: person.phoneNumber !== null && person.phoneVerifiedAt !== null,
    verifiedAt: person.phoneNumber === null ? null : (person.phoneVerifiedAt?.toISOString() ?? null),
  };
}

export async function loadOwnPhoneStatus(db: Database, user: CurrentUser | null): Promise<PhoneVerificationStatus> {
  return toStatus(await loadOwnBeneficiary(db, user));
}

/**
 * Texts a new code to the person's current number. The code's message goes
 * whatever the SMS switches say (it is how a person turns SMS on safely), but
 * never to a number the network refused.
 */
export async function sendOwnPhoneCode(
  db: Database,
  user: CurrentUser | null,
  now = new Date(),
): Promise<PhoneCodeSent> {
  const own = await loadOwnBeneficiary(db, user);
  return db.transaction(async (tx) => {
    const person = await lockPersonPhone(tx, own.id);
    if (!person?.phoneNumber) throw new AppError('conflict', 'errors:phoneVerification.noPhone');
    if (person.phoneVerifiedAt) throw new AppError('conflict', 'errors:phoneVerification.alreadyVerified');
    if ((await countCodesSince(tx, person.id, new Date(now.getTime() - HOUR_MS))) >= PHONE_CODES_PER_HOUR)
      throw new AppError('rate_limited', 'errors:phoneVerification.tooManyCodes', {
        params: { max: PHONE_CODES_PER_HOUR },
      });
    await retireOpenCodes(tx, person.id, now);
    const id = randomUUID();
    const code = newCode();
    const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * MINUTE_MS);
    await insertCode(tx, {
      id,
      beneficiaryId: person.id,
      phoneNumber: person.phoneNumber,
      codeHash: hashCode(id, code),
      expiresAt,
      createdAt: now,
    });
    const language = await preferredLanguage(tx, person.id);
    const outcome = await queueSms(tx, {
      idempotencyKey: phoneCodeSmsKey(id),
      beneficiaryId: person.id,
      to: person.phoneNumber,
      language: language ?? 'en',
      text: phoneCodeText(language, code),
    });
    // Thrown inside the transaction: the code that could not be sent is not kept, nor counted.
    if (outcome === 'blocked_number') throw new AppError('conflict', 'errors:phoneVerification.numberBlocked');
    return { expiresAt: expiresAt.toISOString() };
  });
}

type ConfirmOutcome =
  | { kind: 'verified'; status: PhoneVerificationStatus }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'refused'; key: string };

/** Checks a typed code against the newest one sent to the person's current number. */
export async function confirmOwnPhoneCode(
  db: Database,
  user: CurrentUser | null,
  code: string,
  now = new Date(),
): Promise<PhoneVerificationStatus> {
  const own = await loadOwnBeneficiary(db, user);
  // A wrong try must be counted even though the request fails: the transaction decides, the error comes after.
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const person = await lockPersonPhone(tx, own.id);
    if (!person?.phoneNumber) return { kind: 'refused', key: 'errors:phoneVerification.noPhone' };
    if (person.phoneVerifiedAt) return { kind: 'verified', status: toStatus(person) };
    const open = await openCodeFor(tx, person.id, person.phoneNumber);
    if (!open || open.expiresAt <= now) return { kind: 'refused', key: 'errors:phoneVerification.noCode' };
    if (open.failedAttempts >= PHONE_CODE_MAX_TRIES)
      return { kind: 'refused', key: 'errors:phoneVerification.tooManyTries' };
    if (!sameHash(open.codeHash, hashCode(open.id, code))) {
      const tries = await countWrongTry(tx, open.id);
      return { kind: 'wrong', triesLeft: Math.max(0, PHONE_CODE_MAX_TRIES - tries) };
    }
    await markVerified(tx, open.id, person.id, now);
    await recordAudit(tx, {
      actorUserId: user!.id,
      action: 'beneficiary.phone_verified',
      targetType: 'beneficiary',
      targetId: person.id,
    });
    return { kind: 'verified', status: toStatus({ phoneNumber: person.phoneNumber, phoneVerifiedAt: now }) };
  });
  if (outcome.kind === 'verified') return outcome.status;
  if (outcome.kind === 'refused') throw new AppError('conflict', outcome.key);
  if (outcome.triesLeft === 0) throw new AppError('conflict', 'errors:phoneVerification.tooManyTries');
  throw new AppError('bad_request', 'errors:phoneVerification.wrongCode', { params: { count: outcome.triesLeft } });
}
