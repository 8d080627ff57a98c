import { USSD_PIN_MAX_FAILURES } from '@domain/ussd/pin';
import type { Database } from '@server/db/client';
import { verifyUssdPin } from './pin-hash';
import { clearWrongPins, countWrongPin, lockedUntil, type UssdPerson } from './queries';

export type PinCheck =
  | { outcome: 'right'; person: UssdPerson }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'locked'; minutes: number }
  /** Two people of the number, born the same year, chose the same PIN: neither is shown the other's records. */
  | { outcome: 'ambiguous' };

const minutesUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));

/**
 * Whose PIN this is among the number's candidates. Checked again at every step
 * (the gateway repeats it in each step's inputs); a wrong one ends the menu, so
 * it is counted once, wherever in the inputs it stands.
 */
export async function pinHolder(
  db: Database,
  phoneNumber: string,
  candidates: readonly UssdPerson[],
  pin: string,
): Promise<PinCheck> {
  const until = await lockedUntil(db, phoneNumber);
  if (until) return { outcome: 'locked', minutes: minutesUntil(until) };
  const verdicts = await Promise.all(
    candidates.map(async (person) =>
      person.pinHash !== null && (await verifyUssdPin(pin, person.pinHash)) ? person : null,
    ),
  );
  const holders = verdicts.filter((person) => person !== null);
  if (holders.length === 1) {
    await clearWrongPins(db, phoneNumber);
    return { outcome: 'right', person: holders[0]! };
  }
  if (holders.length > 1) return { outcome: 'ambiguous' };
  const counted = await countWrongPin(db, phoneNumber);
  if (counted.lockedUntil) return { outcome: 'locked', minutes: minutesUntil(counted.lockedUntil) };
  return { outcome: 'wrong', triesLeft: Math.max(1, USSD_PIN_MAX_FAILURES - counted.failedAttempts) };
}
