/*
 * What an SMS costs and what a reply means, whatever gateway carries it.
 *
 * A text in the GSM 03.38 alphabet (English, Swahili and Somali, written in
 * Latin letters) fits 160 characters in one part, 153 a part once it is split;
 * one character outside it (Arabic, an emoji, a curly quote) sends the whole
 * text as UCS-2: 70 characters, 67 a part. Every part is billed.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Sent as two characters (an escape and the character). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Characters as the network counts them (an extended GSM character counts two; UCS-2 counts UTF-16 units). */
  length: number;
  parts: number;
}

export function smsSize(text: string): SmsSize {
  let gsmLength = 0;
  for (const character of text) {
    if (BASIC.has(character)) gsmLength += 1;
    else if (EXTENDED.has(character)) gsmLength += 2;
    else return sized('ucs2', text.length, 70, 67);
  }
  return sized('gsm7', gsmLength, 160, 153);
}

function sized(encoding: SmsEncoding, length: number, single: number, perPart: number): SmsSize {
  return { encoding, length, parts: length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / perPart) };
}

/** What a message costs at a price per part, rounded to the cent as the gateway bills it. */
export function smsCostKes(text: string, pricePerPart: number): number {
  return Math.round(smsSize(text).parts * pricePerPart * 100) / 100;
}

/**
 * Replies that turn SMS off, as the Communications Authority of Kenya's rules
 * on bulk messages require: STOP in English, and its usual words in Swahili,
 * Somali and Arabic. Matched as the whole reply, whatever its case and spacing.
 */
const STOP_WORDS = ['stop', 'unsubscribe', 'acha', 'sitisha', 'simamisha', 'jooji', 'joogso', 'توقف', 'ايقاف', 'إيقاف'];
/** Replies that turn it back on. */
const START_WORDS = ['start', 'anza', 'bilow', 'ابدأ', 'ابدا'];

export type SmsReplyIntent = 'stop' | 'start' | 'other';

function normalisedReply(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .replace(/[.!،,]+$/u, '')
    .toLowerCase();
}

export function replyIntent(text: string): SmsReplyIntent {
  const reply = normalisedReply(text);
  if (STOP_WORDS.includes(reply)) return 'stop';
  if (START_WORDS.includes(reply)) return 'start';
  return 'other';
}
