import type { FastifyBaseLogger } from 'fastify';
import { normalizePhone } from '@domain/phone';
import { parseUssdText, type UssdCaller, type UssdPersonalItem, type UssdStep } from '@domain/ussd/menu';
import { renderUssd, type UssdScreen } from '@domain/ussd/screens';
import type { UssdLanguage } from '@domain/ussd/texts';
import type { Database } from '@server/db/client';
import { openProgrammesScreen, personalScreen } from './personal-screens';
import { pinHolder } from './pin-check';
import { verifiedPeopleOf, type UssdPerson } from './queries';

export interface UssdRequest {
  phoneNumber: string;
  /** Everything typed so far, joined by * (Africa's Talking's `text`). */
  text: string;
}

function callerOf(people: readonly UssdPerson[]): UssdCaller {
  if (people.length === 0) return 'unverified';
  return people.length === 1 ? 'one' : 'shared';
}

/** The people a shared number's birth year picks; on a number of one person, that person. */
function candidatesOf(people: UssdPerson[], birthYear: number | null): UssdPerson[] {
  if (birthYear === null) return people;
  return people.filter((person) => person.dateOfBirth?.slice(0, 4) === String(birthYear));
}

async function screenFor(
  db: Database,
  phoneNumber: string | null,
  people: UssdPerson[],
  step: UssdStep,
): Promise<UssdScreen> {
  if (step.step === 'language') return { name: 'language' };
  if (step.step === 'invalid') return { name: 'invalid' };
  if (step.step === 'menu') return { name: 'menu', caller: callerOf(people) };
  if (step.step === 'programmes') return openProgrammesScreen(db, step.language);
  if (step.step === 'birthYear') return withPin(people) ? { name: 'birthYear' } : { name: 'noPin' };
  const candidates = candidatesOf(people, step.birthYear);
  if (candidates.length === 0) return { name: 'birthYearUnknown' };
  if (!withPin(candidates)) return { name: 'noPin' };
  if (step.step === 'pin') return { name: 'pin' };
  const held = await pinHolder(db, phoneNumber!, candidates, step.pin);
  if (held.outcome === 'locked') return { name: 'locked', minutes: held.minutes };
  if (held.outcome === 'wrong') return { name: 'pinWrong', triesLeft: held.triesLeft };
  if (held.outcome === 'ambiguous') return { name: 'invalid' };
  return personalScreen(db, held.person.id, step.item, step.language, step.rest);
}

const withPin = (people: readonly UssdPerson[]) => people.some((person) => person.pinHash !== null);

/** The language the answer is in: the one chosen, English before that. */
function languageOf(step: UssdStep): UssdLanguage {
  return step.step === 'language' ? 'en' : step.language;
}

/**
 * One step of the USSD menu: the gateway's callback and the development
 * simulator both answer through here. The screen is worked out from the
 * number and the inputs alone. The log records the screen shown and nothing
 * else: no number, no input, no PIN.
 */
export async function answerUssd(db: Database, request: UssdRequest, log: FastifyBaseLogger): Promise<string> {
  const phoneNumber = normalizePhone(request.phoneNumber);
  // The menu a number sees depends on whether it is a verified one, so the number is looked up before the path is read.
  const people = phoneNumber ? await verifiedPeopleOf(db, phoneNumber) : [];
  const step = parseUssdText(request.text, callerOf(people));
  const language = languageOf(step);
  try {
    const screen = await screenFor(db, phoneNumber, people, step);
    log.info({ ussd: { step: step.step, item: itemOf(step), screen: screen.name } }, 'ussd step');
    return renderUssd(screen, language);
  } catch (error) {
    log.error({ ussd: { step: step.step, item: itemOf(step), screen: 'unavailable' }, err: error }, 'ussd step failed');
    return renderUssd({ name: 'unavailable' }, language);
  }
}

function itemOf(step: UssdStep): UssdPersonalItem | null {
  return 'item' in step ? step.item : null;
}
