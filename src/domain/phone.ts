import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_REGION } from './constants';

/**
 * A Kenyan mobile number in one of the ways people write it (0712345678,
 * +254712345678, 254712345678) once spaces, dots, dashes and brackets are
 * gone. Kenya's numbering plan (libphonenumber's metadata) makes every nine-digit
 * national number starting 1 or 7 valid, so these need no full parse: an
 * import of 100,000 rows spends seconds in libphonenumber otherwise. The unit
 * tests check on random numbers that this agrees with libphonenumber, so a
 * metadata change in an upgrade shows up there.
 */
const KENYAN_MOBILE = /^(?:\+?254|0)([17]\d{8})$/;
const SEPARATORS = /[\s().-]/g;

/**
 * Phones are typed in many ways (0712345678, +254712345678, 254712345678).
 * We store E.164; a number without a country is read as Kenyan.
 * Returns null when the text is not a possible phone number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const digitsOnly = trimmed.replace(SEPARATORS, '');
  const mobile = KENYAN_MOBILE.exec(digitsOnly);
  if (mobile) return `+254${mobile[1]}`;
  return parseInFull(trimmed, digitsOnly);
}

/** Any other number: libphonenumber decides. Exported for the test that keeps the shortcut honest. */
export function parseInFull(trimmed: string, digitsOnly = trimmed.replace(SEPARATORS, '')): string | null {
  // "254712..." without a plus is a Kenyan number written with its country code.
  const candidate = /^254\d{9}$/.test(digitsOnly) ? `+${digitsOnly}` : trimmed;
  const parsed = parsePhoneNumberFromString(candidate, DEFAULT_PHONE_REGION);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}
