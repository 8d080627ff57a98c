import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  DELETION_REASON_MAX,
  deletionRequestInputSchema,
  myDataFileName,
  preferencesSchema,
} from './beneficiary-settings';

describe('preferences schema', () => {
  it('keeps employers away by default', () => {
    expect(DEFAULT_PREFERENCES.discoverableByEmployers).toBe(false);
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it('accepts only the shipped languages and real on/off values', () => {
    expect(preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, language: 'sw' }).success).toBe(true);
    const wrong = preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, language: 'fr', notifyBySms: 'yes' });
    expect(wrong.success).toBe(false);
    expect(Object.fromEntries(wrong.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      language: 'validation:settings.languageInvalid',
      notifyBySms: 'validation:invalidInput',
    });
  });

  it('needs every preference and nothing else', () => {
    const { notifyByEmail: _missing, ...partial } = DEFAULT_PREFERENCES;
    expect(preferencesSchema.safeParse(partial).success).toBe(false);
    expect(preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, beneficiaryId: 'x' }).success).toBe(false);
  });
});

describe('deletion request schema', () => {
  it('makes the reason optional and drops an empty one', () => {
    expect(deletionRequestInputSchema.parse({})).toEqual({});
    expect(deletionRequestInputSchema.parse({ reason: '   ' })).toEqual({});
    expect(deletionRequestInputSchema.parse({ reason: ' Moving away ' })).toEqual({ reason: 'Moving away' });
  });

  it('refuses a reason that is too long', () => {
    const result = deletionRequestInputSchema.safeParse({ reason: 'x'.repeat(DELETION_REASON_MAX + 1) });
    expect(result.error?.issues[0]?.message).toBe('validation:textTooLong');
  });
});

describe('myDataFileName', () => {
  it('is dated and anonymous', () => {
    expect(myDataFileName(new Date('2026-11-22T10:00:00Z'))).toBe('my-data-2026-11-22.json');
  });
});
