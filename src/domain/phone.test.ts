import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

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
