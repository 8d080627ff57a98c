import { describe, expect, it } from 'vitest';
import { replyIntent, smsCostKes, smsSize } from './sms';

describe('the size of an SMS', () => {
  it('fits 160 Latin characters in one part, and splits longer ones 153 a part', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, parts: 1 });
    expect(smsSize('a'.repeat(161)).parts).toBe(2);
    expect(smsSize('a'.repeat(306)).parts).toBe(2);
    expect(smsSize('a'.repeat(307)).parts).toBe(3);
  });

  it('counts Swahili and Somali as the GSM alphabet', () => {
    const swahili = 'Ombi lako la Ruzuku ya Biashara limekubaliwa. Fungua programu kuona zaidi.';
    const somali = 'Codsigaaga deeqda ganacsiga waa la aqbalay. Fur barnaamijka si aad u aragto.';
    expect(smsSize(swahili).encoding).toBe('gsm7');
    expect(smsSize(somali).encoding).toBe('gsm7');
  });

  it('counts an extended character such as € or [ twice', () => {
    expect(smsSize('€').length).toBe(2);
    expect(smsSize('a'.repeat(159) + '[')).toMatchObject({ length: 161, parts: 2 });
  });

  it('sends Arabic, or one character outside the alphabet, as UCS-2: 70 in one part, 67 a part after', () => {
    expect(smsSize('ت'.repeat(70))).toEqual({ encoding: 'ucs2', length: 70, parts: 1 });
    expect(smsSize('ت'.repeat(71)).parts).toBe(2);
    expect(smsSize('a'.repeat(100) + '’')).toMatchObject({ encoding: 'ucs2', parts: 2 });
  });

  it('costs the price of each part', () => {
    expect(smsCostKes('a'.repeat(200), 0.8)).toBe(1.6);
    expect(smsCostKes('', 0.8)).toBe(0);
  });
});

describe('what a reply means', () => {
  it('reads STOP in each language as stop, whatever the case and spacing', () => {
    for (const reply of ['STOP', ' stop ', 'Stop.', 'ACHA', 'Jooji', 'توقف', 'إيقاف']) {
      expect(replyIntent(reply), reply).toBe('stop');
    }
  });

  it('reads START as start and anything else as a message', () => {
    expect(replyIntent('START')).toBe('start');
    expect(replyIntent('Bilow')).toBe('start');
    expect(replyIntent('please stop sending at night')).toBe('other');
    expect(replyIntent('')).toBe('other');
  });
});
