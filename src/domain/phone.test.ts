import { describe, expect, it } from 'vitest';
import { normalizePhone, parseInFull } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254 (712) 345-678', '+254712345678'],
    ['0110123456', '+254110123456'],
  ])('reads the Kenyan number %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('keeps numbers of other countries written with +', () => {
    expect(normalizePhone('+252 61 5123456')).toBe('+252615123456');
    expect(normalizePhone('+211 912 345 678')).toBe('+211912345678');
  });

  it.each(['', '   ', '12', '0712', 'not a phone', '+254 12'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('the Kenyan mobile shortcut', () => {
  /** A deterministic stream of digits, so a failure can be reproduced. */
  function* digits(seed: number): Generator<string> {
    let state = seed;
    for (;;) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      yield String(Math.floor((state / 2_147_483_648) * 10));
    }
  }

  it('agrees with libphonenumber on every way of writing random numbers', () => {
    const stream = digits(7);
    const next = (count: number) => Array.from({ length: count }, () => stream.next().value).join('');
    const disagreements: string[] = [];
    for (let index = 0; index < 3_000; index += 1) {
      // Every leading digit, so numbers the plan refuses (and the shortcut must leave alone) are tried too.
      const national = `${index % 10}${next(8)}`;
      for (const written of [
        `0${national}`,
        `+254${national}`,
        `254${national}`,
        `0${national.slice(0, 3)} ${national.slice(3)}`,
        `+254-${national}`,
      ]) {
        if (normalizePhone(written) !== parseInFull(written.trim())) disagreements.push(written);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
