import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../feedback';
import { USSD_LANGUAGES, type UssdLanguage } from './texts';

/*
 * The menu's path, read again from the gateway's `text` at every step (all
 * the inputs so far, joined by *): no step depends on anything remembered
 * between requests, so any instance answers any step.
 */

/** The main menu of a person whose verified number this is, in the order it is shown. */
export const USSD_MENU_ITEMS = [
  'applications',
  'payments',
  'complaints',
  'newComplaint',
  'programmes',
  'callBack',
] as const;
export type UssdMenuItem = (typeof USSD_MENU_ITEMS)[number];
/** What only the person may see or do: behind their PIN. */
export type UssdPersonalItem = Exclude<UssdMenuItem, 'programmes'>;

/** Who the number reaches: nobody's verified number, one person's, or a number several people verified. */
export type UssdCaller = 'unverified' | 'one' | 'shared';

export type UssdStep =
  | { step: 'language' }
  | { step: 'invalid'; language: UssdLanguage }
  | { step: 'menu'; language: UssdLanguage }
  | { step: 'programmes'; language: UssdLanguage }
  | { step: 'birthYear'; language: UssdLanguage; item: UssdPersonalItem }
  | { step: 'pin'; language: UssdLanguage; item: UssdPersonalItem; birthYear: number | null }
  | {
      step: 'personal';
      language: UssdLanguage;
      item: UssdPersonalItem;
      birthYear: number | null;
      pin: string;
      /** What was typed after the PIN (a complaint's category and its words). */
      rest: string[];
    };

const FOUR_DIGITS = /^\d{4}$/;

/** A choice typed as its number in a list of `count`, or null. */
function choice(input: string | undefined, count: number): number | null {
  if (!input || !/^\d{1,2}$/.test(input)) return null;
  const index = Number(input) - 1;
  return index >= 0 && index < count ? index : null;
}

export function parseUssdText(text: string, caller: UssdCaller): UssdStep {
  // Some phones send a trailing * or spaces; an empty input is not a choice.
  const inputs = text.trim() === '' ? [] : text.split('*').map((input) => input.trim());
  if (inputs.length === 0) return { step: 'language' };
  const languageIndex = choice(inputs[0], USSD_LANGUAGES.length);
  if (languageIndex === null) return { step: 'invalid', language: 'en' };
  const language = USSD_LANGUAGES[languageIndex]!;
  if (inputs.length === 1) return { step: 'menu', language };
  const invalid = { step: 'invalid', language } as const;

  // An unknown or unverified number is offered the open programmes only.
  const offered: readonly UssdMenuItem[] = caller === 'unverified' ? ['programmes'] : USSD_MENU_ITEMS;
  const itemIndex = choice(inputs[1], offered.length);
  if (itemIndex === null) return invalid;
  const item = offered[itemIndex]!;
  if (item === 'programmes') return inputs.length === 2 ? { step: 'programmes', language } : invalid;

  let next = 2;
  let birthYear: number | null = null;
  if (caller === 'shared') {
    if (inputs.length === next) return { step: 'birthYear', language, item };
    if (!FOUR_DIGITS.test(inputs[next]!)) return invalid;
    birthYear = Number(inputs[next]);
    next += 1;
  }
  if (inputs.length === next) return { step: 'pin', language, item, birthYear };
  const pin = inputs[next]!;
  if (!FOUR_DIGITS.test(pin)) return invalid;
  return { step: 'personal', language, item, birthYear, pin, rest: inputs.slice(next + 1) };
}

export type ComplaintStep =
  | { step: 'categories' }
  | { step: 'words'; category: FeedbackCategory }
  | { step: 'send'; category: FeedbackCategory; words: string }
  | { step: 'invalid' };

/** The new complaint's inputs after the PIN: its category, then its words (which may themselves hold a *). */
export function complaintStep(rest: readonly string[]): ComplaintStep {
  if (rest.length === 0) return { step: 'categories' };
  const index = choice(rest[0], FEEDBACK_CATEGORIES.length);
  if (index === null) return { step: 'invalid' };
  const category = FEEDBACK_CATEGORIES[index]!;
  if (rest.length === 1) return { step: 'words', category };
  return { step: 'send', category, words: rest.slice(1).join('*').trim() };
}
