import { describe, expect, it } from 'vitest';
import { nairobiDayIn } from './kenya-day';
import {
  parseRegistryBeneficiary,
  registryBeneficiaryUpdateSchema,
  type RegistryBeneficiaryInput,
} from './registry-beneficiary';

const valid: RegistryBeneficiaryInput = {
  progresId: 'KEN-DAD-2019-004512',
  firstName: 'Amina',
  lastName: 'Hassan',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  nationality: 'SOM',
  location: 'DAD-IFO-B12',
  phoneNumber: '0712345678',
  householdId: 'HH-2019-0042',
  vulnerabilityScore: 4.2,
  skills: ['Tailoring'],
};

const errorsOf = (overrides: Record<string, unknown>) => {
  const result = parseRegistryBeneficiary({ ...valid, ...overrides });
  return result.ok ? {} : result.errors;
};

describe('registry person schema', () => {
  it('answers a typed person with defaults, an upper-case ProGres ID and an E.164 phone', () => {
    const result = parseRegistryBeneficiary({
      ...valid,
      progresId: ' ken-dad-2019-004512 ',
      location: 'dad-ifo-b12',
      skills: undefined,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        progresId: 'KEN-DAD-2019-004512',
        location: 'DAD-IFO-B12',
        phoneNumber: '+254712345678',
        status: 'active',
        skills: [],
      },
    });
  });

  it.each(["N'Goma", 'Jean-Claude', 'Trésor', 'Cabdullaahi', 'Nyaboth Deng', 'ሰላም', 'محمد', 'Ngũgĩ', 'D’Souza'])(
    'accepts the name %s',
    (name) => {
      expect(errorsOf({ firstName: name, lastName: name })).toEqual({});
    },
  );

  it.each(['Amina2', 'R2-D2', 'Amina!', 'a@b', "'Amina", 'Amina-'])(
    'refuses the name %s with a clear message',
    (name) => {
      expect(errorsOf({ firstName: name })).toEqual({ firstName: 'validation:registryRecord.nameCharacters' });
    },
  );

  it('asks for at least two characters of each name', () => {
    expect(errorsOf({ firstName: 'A', lastName: ' ' })).toEqual({
      firstName: 'validation:firstNameMin',
      lastName: 'validation:lastNameMin',
    });
  });

  it.each(['KEN-DAD-19-004512', 'KEN-DAD-2019-4512', 'KENDAD2019004512', 'KEN-DAD-1819-004512', ''])(
    'refuses the ProGres ID %j',
    (progresId) => {
      expect(errorsOf({ progresId })).toEqual({ progresId: 'validation:registryRecord.progresIdFormat' });
    },
  );

  it.each(['DAD-KK1-B12', 'XYZ-IFO-B12', 'DAD-IFO', 'Dadaab'])(
    'refuses the location %j (camp and area must match)',
    (location) => {
      expect(errorsOf({ location })).toEqual({ location: 'validation:registryRecord.locationInvalid' });
    },
  );

  it.each(['KAK-KK3-B4', 'KAL-V2-17', 'NBI-EST-A1'])('accepts the location %s', (location) => {
    expect(errorsOf({ location })).toEqual({});
  });

  it.each([
    ['+254 712 345 678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['0712-345-678', '+254712345678'],
    ['+256 772 123456', '+256772123456'],
    ['', ''],
  ])('normalises the phone %j', (phoneNumber, stored) => {
    const result = parseRegistryBeneficiary({ ...valid, phoneNumber });
    expect(result.ok && result.value.phoneNumber).toBe(stored);
  });

  it.each(['12345', 'call me', '+254 7'])('refuses the phone %j', (phoneNumber) => {
    expect(errorsOf({ phoneNumber })).toEqual({ phoneNumber: 'validation:registryRecord.phoneInvalid' });
  });

  it('makes the phone and household optional', () => {
    expect(errorsOf({ phoneNumber: undefined, householdId: undefined })).toEqual({});
  });

  it.each([0, 2.5, 5])('accepts the score %s', (vulnerabilityScore) => {
    expect(errorsOf({ vulnerabilityScore })).toEqual({});
  });

  it.each([-0.1, 5.1, 4.25, Number.NaN, '4'])('refuses the score %j', (vulnerabilityScore) => {
    expect(errorsOf({ vulnerabilityScore })).toEqual({
      vulnerabilityScore: 'validation:registryRecord.vulnerabilityScore',
    });
  });

  it('checks the date of birth is a real date between 1900 and today', () => {
    const tomorrow = nairobiDayIn(1);
    expect(errorsOf({ dateOfBirth: tomorrow })).toEqual({ dateOfBirth: 'validation:registryRecord.dateOfBirthFuture' });
    expect(errorsOf({ dateOfBirth: '1899-12-31' })).toEqual({
      dateOfBirth: 'validation:registryRecord.dateOfBirthTooEarly',
    });
    expect(errorsOf({ dateOfBirth: '12/04/1990' })).toEqual({
      dateOfBirth: 'validation:registryRecord.dateOfBirthInvalid',
    });
  });

  it('knows the genders and nationalities of the registry', () => {
    expect(errorsOf({ gender: 'x', nationality: 'KEN' })).toEqual({
      gender: 'validation:registryRecord.genderRequired',
      nationality: 'validation:registryRecord.nationalityRequired',
    });
  });

  it('reports a missing field by its name, like an importer row needs', () => {
    const { progresId: _omitted, ...withoutId } = valid;
    expect(parseRegistryBeneficiary(withoutId)).toEqual({
      ok: false,
      errors: { progresId: 'validation:registryRecord.progresIdFormat' },
    });
  });
});

describe('registry person edit', () => {
  it('takes any subset of fields, but not the status and not nothing', () => {
    expect(registryBeneficiaryUpdateSchema.safeParse({ phoneNumber: '0712345678' }).data).toEqual({
      phoneNumber: '+254712345678',
    });
    expect(registryBeneficiaryUpdateSchema.safeParse({ status: 'inactive' }).success).toBe(false);
    expect(registryBeneficiaryUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'validation:registryRecord.nothingToUpdate',
    );
  });
});
