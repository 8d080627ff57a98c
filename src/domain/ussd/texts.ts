import type { FeedbackCategory, FeedbackStatus } from '../feedback';
import type { PaymentStatus } from '../payments';
import type { ApplicationStatus } from '../programme-application';
import { SMS_LANGUAGES, type SmsLanguage } from '../sms-notices';
import { AR } from './texts-ar';
import { EN } from './texts-en';
import { SO } from './texts-so';
import { SW } from './texts-sw';

/** The menu speaks the languages the text messages do. */
export const USSD_LANGUAGES = SMS_LANGUAGES;
export type UssdLanguage = SmsLanguage;

/** Each language in its own name, in the order the first screen offers them. */
export const USSD_LANGUAGE_NAMES: Record<UssdLanguage, string> = {
  en: 'English',
  sw: 'Kiswahili',
  so: 'Soomaali',
  ar: 'العربية',
};

/**
 * Everything the menu says, in one language. Latin-script texts keep to the
 * GSM alphabet (no curly quotes, no ellipsis) so that a basic phone shows them
 * as written. Functions take what the sentence shows.
 */
export interface UssdTexts {
  title: string;
  menu: {
    applications: string;
    payments: string;
    complaints: string;
    newComplaint: string;
    programmes: string;
    callBack: string;
  };
  verifyNumber: string;
  birthYear: string;
  birthYearUnknown: string;
  pin: string;
  noPin: string;
  pinWrong: (triesLeft: number) => string;
  locked: (minutes: number) => string;
  invalid: string;
  unavailable: string;
  more: (count: number) => string;
  applicationsTitle: string;
  noApplications: string;
  applicationStatus: Record<ApplicationStatus, string>;
  lastPayment: (amount: string, date: string, status: string) => string;
  nextPayment: (amount: string, status: string) => string;
  noPayments: string;
  paymentStatus: Record<PaymentStatus, string>;
  complaintsTitle: string;
  noComplaints: string;
  complaintStatus: Record<FeedbackStatus, string>;
  categoriesTitle: string;
  categories: Record<FeedbackCategory, string>;
  complaintText: string;
  complaintTooShort: string;
  complaintSent: (reference: string) => string;
  openLimit: string;
  callBackSent: (reference: string) => string;
  programmesTitle: string;
  noProgrammes: string;
}

const TEXTS: Record<UssdLanguage, UssdTexts> = { en: EN, sw: SW, so: SO, ar: AR };

export function ussdTexts(language: UssdLanguage): UssdTexts {
  return TEXTS[language];
}
