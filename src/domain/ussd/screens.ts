import { FEEDBACK_CATEGORIES, type FeedbackStatus } from '../feedback';
import type { PaymentStatus } from '../payments';
import type { ApplicationStatus } from '../programme-application';
import { USSD_MENU_ITEMS, type UssdCaller } from './menu';
import { USSD_LANGUAGE_NAMES, USSD_LANGUAGES, ussdTexts, type UssdLanguage, type UssdTexts } from './texts';

/** What the gateway shows at most on one screen, "CON " or "END " included. */
export const USSD_MAX_LENGTH = 182;
/** A list line is cut here, so a long programme name leaves room for others. */
const LINE_MAX = 40;

export interface UssdPayment {
  amountKes: number;
  status: PaymentStatus;
  /** YYYY-MM-DD in Kenya; null for a payment not made yet. */
  date: string | null;
}

/** Every screen, with the data it shows; its name is what the log records. */
export type UssdScreen =
  | { name: 'language' }
  | { name: 'menu'; caller: UssdCaller }
  | { name: 'programmes'; programmes: string[] }
  | { name: 'birthYear' }
  | { name: 'birthYearUnknown' }
  | { name: 'pin' }
  | { name: 'noPin' }
  | { name: 'pinWrong'; triesLeft: number }
  | { name: 'locked'; minutes: number }
  | { name: 'applications'; items: { programme: string; status: ApplicationStatus }[] }
  | { name: 'payments'; last: UssdPayment | null; next: UssdPayment | null }
  | { name: 'complaints'; items: { reference: string; status: FeedbackStatus }[] }
  | { name: 'categories' }
  | { name: 'complaintWords' }
  | { name: 'complaintTooShort' }
  | { name: 'complaintSent'; reference: string }
  | { name: 'openLimit' }
  | { name: 'callBackSent'; reference: string }
  | { name: 'invalid' }
  | { name: 'unavailable' };
export type UssdScreenName = UssdScreen['name'];

const go = (body: string) => `CON ${body}`;
const end = (body: string) => `END ${body}`;

function cut(line: string, max = LINE_MAX): string {
  const plain = line.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 2).trimEnd()}..`;
}

function numbered(lines: readonly string[]): string {
  return lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
}

/**
 * A list under its title, as many lines as fit the screen; the rest is
 * counted on a last line that sends the reader to the portal.
 */
function fitList(title: string, lines: readonly string[], more: (count: number) => string): string {
  const room = USSD_MAX_LENGTH - 'END '.length;
  const shown: string[] = [];
  for (const [index, line] of lines.entries()) {
    const left = lines.length - index - 1;
    const candidate = [title, ...shown, line, ...(left > 0 ? [more(left)] : [])].join('\n');
    if (candidate.length > room) break;
    shown.push(line);
  }
  const hidden = lines.length - shown.length;
  return [title, ...shown, ...(hidden > 0 ? [more(hidden)] : [])].join('\n');
}

const kes = (amount: number) => `KES ${amount.toLocaleString('en-US')}`;
/** DD/MM/YYYY, as Kenyans write a date. */
const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

function menu(t: UssdTexts, caller: UssdCaller): string {
  if (caller === 'unverified') return go(`${t.title}\n${numbered([t.menu.programmes])}\n${t.verifyNumber}`);
  return go(`${t.title}\n${numbered(USSD_MENU_ITEMS.map((item) => t.menu[item]))}`);
}

function payments(t: UssdTexts, last: UssdPayment | null, next: UssdPayment | null): string {
  if (!last && !next) return end(t.noPayments);
  const lines: string[] = [];
  if (last) lines.push(t.lastPayment(kes(last.amountKes), day(last.date ?? ''), t.paymentStatus[last.status]));
  if (next) lines.push(t.nextPayment(kes(next.amountKes), t.paymentStatus[next.status]));
  return end(lines.join('\n'));
}

function screenText(screen: UssdScreen, t: UssdTexts): string {
  switch (screen.name) {
    case 'language':
      return go(numbered(USSD_LANGUAGES.map((language) => USSD_LANGUAGE_NAMES[language])));
    case 'menu':
      return menu(t, screen.caller);
    case 'programmes':
      if (screen.programmes.length === 0) return end(t.noProgrammes);
      return end(
        fitList(
          t.programmesTitle,
          screen.programmes.map((name) => `- ${cut(name)}`),
          t.more,
        ),
      );
    case 'birthYear':
      return go(t.birthYear);
    case 'birthYearUnknown':
      return end(t.birthYearUnknown);
    case 'pin':
      return go(t.pin);
    case 'noPin':
      return end(t.noPin);
    case 'pinWrong':
      return end(t.pinWrong(screen.triesLeft));
    case 'locked':
      return end(t.locked(screen.minutes));
    case 'applications':
      if (screen.items.length === 0) return end(t.noApplications);
      return end(
        fitList(
          t.applicationsTitle,
          screen.items.map((item) => `- ${cut(item.programme, 28)}: ${t.applicationStatus[item.status]}`),
          t.more,
        ),
      );
    case 'payments':
      return payments(t, screen.last, screen.next);
    case 'complaints':
      if (screen.items.length === 0) return end(t.noComplaints);
      return end(
        fitList(
          t.complaintsTitle,
          screen.items.map((item) => `${item.reference}: ${t.complaintStatus[item.status]}`),
          t.more,
        ),
      );
    case 'categories':
      return go(`${t.categoriesTitle}\n${numbered(FEEDBACK_CATEGORIES.map((category) => t.categories[category]))}`);
    case 'complaintWords':
      return go(t.complaintText);
    case 'complaintTooShort':
      return end(t.complaintTooShort);
    case 'complaintSent':
      return end(t.complaintSent(screen.reference));
    case 'openLimit':
      return end(t.openLimit);
    case 'callBackSent':
      return end(t.callBackSent(screen.reference));
    case 'invalid':
      return end(t.invalid);
    case 'unavailable':
      return end(t.unavailable);
  }
}

/** The gateway's answer for a screen: "CON ..." waits for an input, "END ..." closes the menu. */
export function renderUssd(screen: UssdScreen, language: UssdLanguage): string {
  return screenText(screen, ussdTexts(language));
}
