import { describe, expect, it } from 'vitest';
import { formatUsdCompact } from './format-usd';

describe('formatUsdCompact', () => {
  it('shortens dollar budgets as the spec shows them', () => {
    expect(formatUsdCompact(2_400_000, 'en')).toBe('$2.4M');
    expect(formatUsdCompact(850_000, 'en')).toBe('$850K');
    expect(formatUsdCompact(0, 'en')).toBe('$0');
  });

  it('keeps the dollar sign in Swahili', () => {
    expect(formatUsdCompact(2_400_000, 'sw')).toContain('2.4');
    expect(formatUsdCompact(2_400_000, 'sw')).toContain('$');
  });
});
