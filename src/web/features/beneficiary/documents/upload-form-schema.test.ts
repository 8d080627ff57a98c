import { describe, expect, it } from 'vitest';
import { nairobiDayIn, nairobiToday } from '@domain/kenya-day';
import { uploadFormSchema } from './upload-form-schema';

/** What the file input holds once a person has picked a small PDF. */
const chosenPdf = [{ name: 'passport.pdf', size: 2048 }] as unknown as FileList;
const form = (expiryDate: string) => ({
  typeOption: 'passport',
  documentName: 'Passport',
  expiryDate,
  file: chosenPdf,
});

describe('the upload form', () => {
  it('refuses an expiry date before today in Kenya before a byte is sent', () => {
    const result = uploadFormSchema.safeParse(form(nairobiDayIn(-1)));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['expiryDate'], message: 'validation:documentExpiryPassed' }),
    ]);
  });

  it.each([
    ['today', nairobiToday()],
    ['a later day', nairobiDayIn(365)],
    ['no date', ''],
  ])('takes %s', (_when, expiryDate) => {
    expect(uploadFormSchema.safeParse(form(expiryDate)).success).toBe(true);
  });
});
