import { describe, expect, it } from 'vitest';
import { companyProfileInputSchema, isWebAddress, verificationAfterSave } from './company-profile';

const valid = {
  companyName: 'Kakuma Solar Works',
  description: 'We install and maintain solar kits for homes, shops and clinics across Turkana County.',
  industry: 'Technology',
  companySize: '11-50',
  website: '',
  contactPerson: 'Grace Achieng',
  contactEmail: 'hr@solar.example.org',
  contactPhone: '0722000111',
  address: 'Plot 7, Kakuma Town Road',
  locationCounty: 'Nairobi',
  locationSubcounty: 'Westlands',
};

describe('company profile schema', () => {
  it('accepts a profile with an empty website and no registration details', () => {
    expect(companyProfileInputSchema.safeParse(valid).success).toBe(true);
  });

  it('takes only http(s) web addresses', () => {
    expect(isWebAddress('https://solar.example.org')).toBe(true);
    expect(isWebAddress('http://solar.example.org/jobs')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('ftp://solar.example.org')).toBe(false);
    expect(isWebAddress('solar')).toBe(false);
    const result = companyProfileInputSchema.safeParse({ ...valid, website: 'www' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation:urlInvalid']);
  });

  it('uses the spec messages for short or missing fields', () => {
    const result = companyProfileInputSchema.safeParse({ ...valid, companyName: 'K', address: 'Kakuma', industry: '' });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      companyName: 'validation:companyNameMin',
      address: 'validation:addressComplete',
      industry: 'validation:companyIndustryRequired',
    });
  });
});

describe('verification after a save', () => {
  const identity = { companyName: 'Kakuma Solar Works', registrationNumber: 'PVT-1', taxPin: 'P05' };
  it('sends new, pending and rejected companies to staff', () => {
    expect(verificationAfterSave(null, identity)).toBe('pending');
    expect(verificationAfterSave({ ...identity, verificationStatus: 'rejected' }, identity)).toBe('pending');
  });

  it('keeps a verified company verified unless its name, registration number or tax PIN changes', () => {
    const verified = { ...identity, verificationStatus: 'verified' as const };
    expect(verificationAfterSave(verified, identity)).toBe('keep');
    expect(verificationAfterSave(verified, { ...identity, companyName: 'Other Ltd' })).toBe('pending');
    expect(verificationAfterSave(verified, { ...identity, registrationNumber: null })).toBe('pending');
    expect(verificationAfterSave(verified, { ...identity, taxPin: 'P06' })).toBe('pending');
  });
});
