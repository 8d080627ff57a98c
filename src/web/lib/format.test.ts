import { describe, expect, it } from 'vitest';
import { formatDate, formatKes, formatNumber } from './format';

// Intl writes a narrow no-break space in some locales; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("formatting by the reader's language", () => {
  it('writes KES amounts as whole shillings', () => {
    expect(plain(formatKes(5000, 'en'))).toBe('Ksh 5,000');
    expect(plain(formatKes(2500.4, 'en'))).toBe('Ksh 2,500');
    expect(plain(formatKes(50000, 'sw'))).toMatch(/^Ksh\s?50,000$/);
  });

  it("writes dates in the reader's language", () => {
    const date = '2026-03-05T10:00:00Z';
    expect(formatDate(date, 'en')).toMatch(/5 Mar 2026/);
    expect(formatDate(date, 'sw')).toMatch(/5 Mac 2026/);
  });

  it('groups large numbers', () => {
    expect(formatNumber(20431, 'en')).toBe('20,431');
  });

  it('falls back to English for a language we do not ship', () => {
    expect(plain(formatKes(100, 'xx'))).toBe('Ksh 100');
  });
});
