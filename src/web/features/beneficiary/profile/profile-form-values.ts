import type { BeneficiaryProfile, ProfileUpdate } from '@domain/beneficiary-profile';

/**
 * The part of the profile a beneficiary may change, field by field: the PUT
 * schema is strict, so anything else the API returns (id, ProGres ID) stays out.
 */
export function toFormValues(profile: BeneficiaryProfile): ProfileUpdate {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    alternativePhone: profile.alternativePhone,
    email: profile.email,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth,
    nationality: profile.nationality,
    locationCamp: profile.locationCamp,
    locationBlock: profile.locationBlock,
    locationUrbanArea: profile.locationUrbanArea,
    educationLevel: profile.educationLevel,
    employmentStatus: profile.employmentStatus,
    householdSize: profile.householdSize,
    monthlyIncome: profile.monthlyIncome,
    bankAccountNumber: profile.bankAccountNumber,
    mobileMoneyNumber: profile.mobileMoneyNumber,
    emergencyContactName: profile.emergencyContactName,
    emergencyContactPhone: profile.emergencyContactPhone,
    skills: profile.skills,
  };
}

/** An unchosen option or an empty date is "not given" (null), not an empty string the schema would refuse. */
export const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** Spec section 5: an empty household size counts as 1, an empty income as 0. */
export const numberOr = (fallback: number) => (value: unknown) =>
  value === '' || value === null || value === undefined ? fallback : Number(value);
