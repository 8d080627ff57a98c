import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_REGION } from './constants';

/**
 * Phones are typed in many ways (0712345678, +254712345678, 254712345678).
 * We store E.164; a number without a country is read as Kenyan.
 * Returns null when the text is not a possible phone number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const digitsOnly = trimmed.replace(/[\s().-]/g, '');
  // "254712..." without a plus is a Kenyan number written with its country code.
  const candidate = /^254\d{9}$/.test(digitsOnly) ? `+${digitsOnly}` : trimmed;
  const parsed = parsePhoneNumberFromString(candidate, DEFAULT_PHONE_REGION);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}
