import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TYPE_OPTIONS,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  documentExpiryDateSchema,
  documentTypeLabelOption,
  documentUploadFieldsSchema,
  expiryState,
  localIsoDate,
  sizeInMb,
} from './documents';

describe('document types (spec section 5)', () => {
  it('maps every label of the upload form to its stored type', () => {
    expect(DOCUMENT_TYPE_OPTIONS).toEqual({
      national_id: 'id_card',
      passport: 'passport',
      birth_certificate: 'birth_certificate',
      unhcr_card: 'refugee_card',
      medical_certificate: 'medical_record',
      education_certificate: 'education_certificate',
      proof_of_residence: 'other',
      bank_statement: 'other',
      employment_letter: 'other',
      other: 'other',
    });
  });

  it('stores only the seven types', () => {
    expect(new Set(Object.values(DOCUMENT_TYPE_OPTIONS))).toEqual(new Set(DOCUMENT_TYPES));
  });

  it.each([
    ['id_card', 'national_id'],
    ['refugee_card', 'unhcr_card'],
    ['medical_record', 'medical_certificate'],
    ['other', 'other'],
    ['work_permit', null],
  ])('labels stored type %s with %s (null: shown raw)', (type, option) => {
    expect(documentTypeLabelOption(type)).toBe(option);
  });
});

describe('upload limits', () => {
  it('allows 10MB of 1024 x 1024 bytes and the five formats', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10_485_760);
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx');
  });

  it.each([
    [0, '0.00'],
    [1_048_576, '1.00'],
    [1_572_864, '1.50'],
    [123_456, '0.12'],
    [MAX_DOCUMENT_BYTES, '10.00'],
  ])('shows %i bytes as %s MB', (bytes, shown) => {
    expect(sizeInMb(bytes)).toBe(shown);
  });
});

describe('expiryState (spec section 4, by calendar day)', () => {
  const today = '2026-03-10';
  it.each([
    [null, null],
    ['2026-03-09', 'expired'],
    ['2025-12-31', 'expired'],
    ['2026-03-10', 'expires_soon'],
    ['2026-03-11', 'expires_soon'],
    ['2026-04-09', 'expires_soon'],
    ['2026-04-10', null],
    ['2027-01-01', null],
  ])('an expiry date of %s is %s', (expiryDate, state) => {
    expect(expiryState(expiryDate, today)).toBe(state);
  });

  it('ignores a date it cannot read', () => {
    expect(expiryState('soon', today)).toBeNull();
  });

  it('reads today in the local time zone', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('documentUploadFieldsSchema', () => {
  const required = 'errors:documentFieldsRequired';

  it('accepts a type, a trimmed name and an optional expiry date', () => {
    expect(documentUploadFieldsSchema.parse({ documentType: 'passport', documentName: '  My passport ' })).toEqual({
      documentType: 'passport',
      documentName: 'My passport',
    });
    expect(
      documentUploadFieldsSchema.parse({ documentType: 'other', documentName: 'x', expiryDate: '2030-01-31' })
        .expiryDate,
    ).toBe('2030-01-31');
    expect(
      documentUploadFieldsSchema.parse({ documentType: 'other', documentName: 'x', expiryDate: '' }).expiryDate,
    ).toBe('');
  });

  it.each([
    [{ documentName: 'ID' }, 'documentType', required],
    [{ documentType: 'visa', documentName: 'ID' }, 'documentType', required],
    [{ documentType: 'id_card' }, 'documentName', required],
    [{ documentType: 'id_card', documentName: '   ' }, 'documentName', required],
    [{ documentType: 'id_card', documentName: 'ID', expiryDate: '31/01/2030' }, 'expiryDate', 'validation:dateInvalid'],
  ])('refuses %j', (input, path, message) => {
    const result = documentUploadFieldsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
  });
});

describe('documentExpiryDateSchema', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a date before today in Kenya, and takes today itself (a document is valid on its expiry date)', () => {
    // 21:30 UTC on 10 March is already 00:30 on 11 March in Kenya.
    vi.useFakeTimers({ now: new Date('2026-03-10T21:30:00Z'), toFake: ['Date'] });
    expect(documentExpiryDateSchema.safeParse('2026-03-10').error?.issues[0]?.message).toBe(
      'validation:documentExpiryPassed',
    );
    expect(documentExpiryDateSchema.safeParse('2026-03-11').success).toBe(true);
    expect(documentExpiryDateSchema.safeParse('').success).toBe(true);
  });

  it("is the upload fields' rule for the expiry date", () => {
    const result = documentUploadFieldsSchema.safeParse({
      documentType: 'passport',
      documentName: 'Old passport',
      expiryDate: '2020-01-01',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['expiryDate'], message: 'validation:documentExpiryPassed' });
  });
});
