import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { USSD_LOCK_MINUTES, USSD_PIN_MAX_FAILURES } from '@domain/ussd/pin';
import type { Database } from '@server/db/client';
import { beneficiaries, feedbackCases, ussdLockouts, ussdPins } from '@server/db/schema';

export interface UssdPerson {
  id: string;
  /** YYYY-MM-DD, or null when the registry has none. */
  dateOfBirth: string | null;
  pinHash: string | null;
}

/**
 * The people who proved by a code that this number is theirs. A record merged
 * into another is no longer a person of its own; an unverified number is nobody's.
 */
export function verifiedPeopleOf(db: Database, phoneNumber: string): Promise<UssdPerson[]> {
  return db
    .select({ id: beneficiaries.id, dateOfBirth: beneficiaries.dateOfBirth, pinHash: ussdPins.pinHash })
    .from(beneficiaries)
    .leftJoin(ussdPins, eq(ussdPins.beneficiaryId, beneficiaries.id))
    .where(
      and(
        eq(beneficiaries.phoneNumber, phoneNumber),
        isNotNull(beneficiaries.phoneVerifiedAt),
        isNull(beneficiaries.mergedIntoId),
      ),
    )
    .orderBy(beneficiaries.id)
    .limit(20);
}

/** When the menu is locked for the number until, if it is now. */
export async function lockedUntil(db: Database, phoneNumber: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: ussdLockouts.lockedUntil })
    .from(ussdLockouts)
    .where(and(eq(ussdLockouts.phoneNumber, phoneNumber), sql`${ussdLockouts.lockedUntil} > now()`));
  return row?.lockedUntil ?? null;
}

/**
 * Counts one wrong PIN, in one statement so that two steps at once both
 * count: a lock that has run out starts the count again, and the last try
 * allowed sets the lock.
 */
export async function countWrongPin(
  db: Database,
  phoneNumber: string,
): Promise<{ failedAttempts: number; lockedUntil: Date | null }> {
  const attempts = sql`case when ${ussdLockouts.lockedUntil} <= now() then 1 else ${ussdLockouts.failedAttempts} + 1 end`;
  const lock = sql`now() + make_interval(mins => ${USSD_LOCK_MINUTES})`;
  const [row] = await db
    .insert(ussdLockouts)
    .values({ phoneNumber, failedAttempts: 1 })
    .onConflictDoUpdate({
      target: ussdLockouts.phoneNumber,
      set: {
        failedAttempts: attempts,
        lockedUntil: sql`case when ${attempts} >= ${USSD_PIN_MAX_FAILURES} then ${lock} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failedAttempts: ussdLockouts.failedAttempts, lockedUntil: ussdLockouts.lockedUntil });
  return row!;
}

/** A right PIN starts the count again. */
export async function clearWrongPins(db: Database, phoneNumber: string): Promise<void> {
  await db.delete(ussdLockouts).where(eq(ussdLockouts.phoneNumber, phoneNumber));
}

export async function findPinHash(db: Database, beneficiaryId: string): Promise<string | null> {
  const [row] = await db
    .select({ pinHash: ussdPins.pinHash })
    .from(ussdPins)
    .where(eq(ussdPins.beneficiaryId, beneficiaryId));
  return row?.pinHash ?? null;
}

export async function savePinHash(db: Database, beneficiaryId: string, pinHash: string): Promise<void> {
  await db
    .insert(ussdPins)
    .values({ beneficiaryId, pinHash })
    .onConflictDoUpdate({ target: ussdPins.beneficiaryId, set: { pinHash, updatedAt: sql`now()` } });
}

export async function deletePinHash(db: Database, beneficiaryId: string): Promise<boolean> {
  const removed = await db
    .delete(ussdPins)
    .where(eq(ussdPins.beneficiaryId, beneficiaryId))
    .returning({ id: ussdPins.beneficiaryId });
  return removed.length > 0;
}

/** How long the same case from the same person is taken for a repeat of the first. */
export const USSD_REPEAT_MINUTES = 10;

/**
 * The reference of the same case (kind, category, subject, description) the person opened by phone in the
 * last few minutes. The gateway sends a step again when our answer was slow to reach it, and a person may
 * dial again after a dropped session: the case they already sent is answered, not opened twice.
 */
export async function recentSameCase(
  db: Database,
  beneficiaryId: string,
  opening: { kind: string; category: string; subject: string; description: string },
): Promise<string | null> {
  const [row] = await db
    .select({ reference: feedbackCases.reference })
    .from(feedbackCases)
    .where(
      and(
        eq(feedbackCases.beneficiaryId, beneficiaryId),
        eq(feedbackCases.contactChannel, 'phone'),
        sql`${feedbackCases.kind} = ${opening.kind}`,
        sql`${feedbackCases.category} = ${opening.category}`,
        eq(feedbackCases.subject, opening.subject),
        eq(feedbackCases.description, opening.description),
        sql`${feedbackCases.createdAt} > now() - make_interval(mins => ${USSD_REPEAT_MINUTES})`,
      ),
    )
    .limit(1);
  return row?.reference ?? null;
}

/** Holds the person's record until the transaction ends. */
export async function lockPerson(db: Database, beneficiaryId: string): Promise<void> {
  await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, beneficiaryId))
    .for('update');
}
