import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, messagePreview, replySchema } from './messages';

describe('message preview', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messagePreview('Please come\n on  Thursday ')).toBe('Please come on Thursday');
  });

  it('cuts a long message at a word near the limit', () => {
    expect(messagePreview('one two three four five six', 15)).toBe('one two three…');
  });

  it('cuts inside a long word when no space is near', () => {
    expect(messagePreview('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });
});

describe('reply', () => {
  it('is trimmed', () => {
    expect(replySchema.parse({ message: '  Thank you  ' })).toEqual({ message: 'Thank you' });
  });

  it('must say something, within the limit', () => {
    const issue = (message: unknown) => replySchema.safeParse({ message }).error?.issues[0]?.message;
    expect(issue('   ')).toBe('validation:required');
    expect(issue(undefined)).toBe('validation:required');
    expect(issue('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('validation:textTooLong');
    expect(issue('x'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
  });
});
