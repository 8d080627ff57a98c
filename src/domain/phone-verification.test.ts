import { describe, expect, it } from 'vitest';
import { phoneCodeText } from './phone-verification';
import { smsSize } from './sms';

describe('the one-time code text', () => {
  it.each(['en', 'sw', 'so', 'ar'])('fits one SMS part and carries the code in %s', (language) => {
    const text = phoneCodeText(language, '048213');
    expect(text).toContain('048213');
    expect(smsSize(text).parts).toBe(1);
  });

  it('falls back to English for a language it does not write', () => {
    expect(phoneCodeText('fr', '111111')).toBe(phoneCodeText('en', '111111'));
  });
});
