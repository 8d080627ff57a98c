import { describe, expect, it } from 'vitest';
import { addSkill, profileUpdateSchema } from './beneficiary-profile';
import { profileCompletion, type ProfileCompletionInput } from './profile-completion';

const validProfile = {
  firstName: 'Amina',
  lastName: 'Hassan',
  phoneNumber: '0712345678',
  householdSize: 5,
  monthlyIncome: 0,
  skills: ['Tailoring'],
};

describe('profileUpdateSchema', () => {
  it('accepts the required fields alone', () => {
    expect(profileUpdateSchema.safeParse(validProfile).success).toBe(true);
  });

  it('gives the spec messages', () => {
    const result = profileUpdateSchema.safeParse({
      ...validProfile,
      firstName: 'A',
      phoneNumber: '0712',
      email: 'x',
      householdSize: 0,
      monthlyIncome: -1,
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      firstName: 'validation:firstNameMin',
      phoneNumber: 'validation:phoneInvalid',
      email: 'validation:emailInvalidShort',
      householdSize: 'validation:householdSizeMin',
      monthlyIncome: 'validation:incomeMin',
    });
  });

  it('accepts an empty optional e-mail and refuses staff-owned fields', () => {
    expect(profileUpdateSchema.safeParse({ ...validProfile, email: '' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ ...validProfile, progresId: 'KEN-DAD-2019-004512' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ ...validProfile, vulnerabilityScore: 1 }).success).toBe(false);
  });
});

describe('addSkill', () => {
  it('adds a trimmed skill once', () => {
    expect(addSkill(['Tailoring'], '  Carpentry ')).toEqual(['Tailoring', 'Carpentry']);
    expect(addSkill(['Tailoring'], 'tailoring')).toEqual(['Tailoring']);
    expect(addSkill(['Tailoring'], '   ')).toEqual(['Tailoring']);
  });
});

describe('profileCompletion', () => {
  const empty: ProfileCompletionInput = {
    firstName: 'Amina',
    lastName: 'Hassan',
    gender: null,
    dateOfBirth: null,
    nationality: null,
    phoneNumber: '+254712345678',
    locationCamp: null,
    locationUrbanArea: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    skillsAssessed: false,
    verifiedDocuments: 0,
  };

  it('starts at 0 for a fresh sign-up', () => {
    expect(profileCompletion(empty)).toEqual({
      percent: 0,
      checklist: { basicInfo: false, contactDetails: false, skills: false, documentsVerified: false },
    });
  });

  it('counts each finished part as a quarter', () => {
    const basic = { ...empty, gender: 'female', dateOfBirth: '1990-01-01', nationality: 'SOM' };
    expect(profileCompletion(basic).percent).toBe(25);
    const contact = {
      ...basic,
      locationCamp: 'DAD',
      emergencyContactName: 'Ali',
      emergencyContactPhone: '+254700000001',
    };
    expect(profileCompletion(contact).percent).toBe(50);
    expect(profileCompletion({ ...contact, skillsAssessed: true }).percent).toBe(75);
    expect(profileCompletion({ ...contact, skillsAssessed: true, verifiedDocuments: 1 }).percent).toBe(100);
  });

  it('accepts an urban area instead of a camp', () => {
    const urban = {
      ...empty,
      locationUrbanArea: 'Eastleigh',
      emergencyContactName: 'Ali',
      emergencyContactPhone: '+254700000001',
    };
    expect(profileCompletion(urban).checklist.contactDetails).toBe(true);
  });
});
