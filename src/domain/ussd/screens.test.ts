import { describe, expect, it } from 'vitest';
import { FEEDBACK_STATUSES } from '../feedback';
import { APPLICATION_STATUSES } from '../programme-application';
import { smsSize } from '../sms';
import { USSD_PIN_MAX_FAILURES, USSD_LOCK_MINUTES } from './pin';
import { renderUssd, USSD_MAX_LENGTH, type UssdScreen } from './screens';
import { USSD_LANGUAGES } from './texts';

/** The longest a programme name may be (programme-design.ts), in a script wider than Latin. */
const LONG_NAME = 'برنامج '.repeat(20).slice(0, 120);
const LONGEST_STATUS_APPLICATIONS = Array.from({ length: 12 }, (_, index) => ({
  programme: `${LONG_NAME}${index}`,
  status: APPLICATION_STATUSES[index % APPLICATION_STATUSES.length]!,
}));

/** Every screen, each with the most it can hold. */
const WORST_CASE: UssdScreen[] = [
  { name: 'language' },
  { name: 'menu', caller: 'unverified' },
  { name: 'menu', caller: 'one' },
  { name: 'menu', caller: 'shared' },
  { name: 'programmes', programmes: Array.from({ length: 50 }, () => LONG_NAME) },
  { name: 'programmes', programmes: [] },
  { name: 'birthYear' },
  { name: 'birthYearUnknown' },
  { name: 'pin' },
  { name: 'noPin' },
  { name: 'pinWrong', triesLeft: USSD_PIN_MAX_FAILURES - 1 },
  { name: 'locked', minutes: USSD_LOCK_MINUTES },
  { name: 'applications', items: LONGEST_STATUS_APPLICATIONS },
  { name: 'applications', items: [] },
  {
    name: 'payments',
    last: { amountKes: 99_999_999, status: 'completed', date: '2030-12-31' },
    next: { amountKes: 99_999_999, status: 'processing', date: null },
  },
  { name: 'payments', last: null, next: null },
  {
    name: 'complaints',
    items: Array.from({ length: 12 }, (_, index) => ({
      reference: `FB-2030-${String(1_000_000 + index)}`,
      status: FEEDBACK_STATUSES[index % FEEDBACK_STATUSES.length]!,
    })),
  },
  { name: 'complaints', items: [] },
  { name: 'categories' },
  { name: 'complaintWords' },
  { name: 'complaintTooShort' },
  { name: 'complaintSent', reference: 'FB-2030-1000000' },
  { name: 'openLimit' },
  { name: 'callBackSent', reference: 'FB-2030-1000000' },
  { name: 'invalid' },
  { name: 'unavailable' },
];

describe('every USSD screen', () => {
  for (const language of USSD_LANGUAGES) {
    it(`fits ${USSD_MAX_LENGTH} characters in ${language}, whatever it shows`, () => {
      const tooLong = WORST_CASE.map((screen) => ({ screen: screen.name, text: renderUssd(screen, language) })).filter(
        ({ text }) => text.length > USSD_MAX_LENGTH,
      );
      expect(tooLong).toEqual([]);
    });

    it(`in ${language} starts with CON when it waits for an answer and END when it closes`, () => {
      for (const screen of WORST_CASE) expect(renderUssd(screen, language)).toMatch(/^(CON|END) \S/);
    });
  }

  it('keeps Latin-script languages in the GSM alphabet, so a basic phone shows them as written', () => {
    // The language names and the programmes' own names are shown as written, whatever the script.
    const ours = WORST_CASE.filter((screen) => !['language', 'programmes', 'applications'].includes(screen.name));
    for (const language of ['en', 'sw', 'so'] as const) {
      for (const screen of ours) expect(smsSize(renderUssd(screen, language)).encoding, screen.name).toBe('gsm7');
    }
  });

  it('offers each language in its own name', () => {
    expect(renderUssd({ name: 'language' }, 'en')).toBe('CON 1. English\n2. Kiswahili\n3. Soomaali\n4. العربية');
  });

  it('cuts a long list and says how many more the portal shows', () => {
    const text = renderUssd({ name: 'programmes', programmes: Array.from({ length: 50 }, () => LONG_NAME) }, 'en');
    const shown = text.split('\n').filter((line) => line.startsWith('- ')).length;
    expect(shown).toBeGreaterThan(0);
    expect(text).toContain(`+${50 - shown} more in the portal`);
  });

  it('shows the last and next payment with amounts and the date in Kenyan order', () => {
    const text = renderUssd(
      {
        name: 'payments',
        last: { amountKes: 5000, status: 'completed', date: '2026-03-12' },
        next: { amountKes: 4500, status: 'pending', date: null },
      },
      'en',
    );
    expect(text).toBe('END Last payment: KES 5,000 on 12/03/2026 (paid).\nNext payment: KES 4,500 (planned).');
  });

  it('tells an unverified number to verify it in the portal, and offers only the open programmes', () => {
    expect(renderUssd({ name: 'menu', caller: 'unverified' }, 'sw')).toBe(
      'CON Riziki\n1. Programu zilizo wazi\nThibitisha nambari hii kwenye tovuti ili uone rekodi zako.',
    );
  });
});
