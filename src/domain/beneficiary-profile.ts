import * as z from 'zod/mini';
import { MIN_NAME_LENGTH, MIN_PHONE_LENGTH } from './constants';
import { calendarDate } from './calendar-date';

/** Options of the profile form (spec section 5). Stored as these codes; labels are translated. */
export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const EDUCATION_LEVELS = ['none', 'primary', 'secondary', 'vocational', 'university', 'postgraduate'] as const;
export const EMPLOYMENT_STATUSES = [
  'unemployed',
  'self_employed',
  'employed_part_time',
  'employed_full_time',
  'student',
  'retired',
  'other',
] as const;
/** Camps and the urban programme (ARCHITECTURE.md, identifiers). */
export const CAMPS = ['DAD', 'KAK', 'KAL', 'NBI'] as const;
export const NATIONALITIES = ['SOM', 'SSD', 'COD', 'ETH', 'BDI', 'SDN', 'ERI', 'RWA', 'UGA'] as const;

const optionalText = (max = 200) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));
const optionalPhone = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || v.length >= MIN_PHONE_LENGTH, { error: 'validation:phoneInvalid' }),
    ),
  ),
);

/**
 * What a beneficiary may change on their profile. ProGres ID, registry status
 * and vulnerability are staff's: they are not in this schema, so a request
 * carrying them is refused.
 */
export const profileUpdateSchema = z.strictObject({
  firstName: z
    .string()
    .check(z.trim(), z.minLength(MIN_NAME_LENGTH, { error: 'validation:firstNameMin' }), z.maxLength(100)),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(MIN_NAME_LENGTH, { error: 'validation:lastNameMin' }), z.maxLength(100)),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(MIN_PHONE_LENGTH, { error: 'validation:phoneInvalid' }),
      z.maxLength(20, { error: 'validation:phoneInvalid' }),
    ),
  alternativePhone: optionalPhone,
  email: z.optional(z.nullable(z.union([z.literal(''), z.email({ error: 'validation:emailInvalidShort' })]))),
  gender: z.optional(z.nullable(z.enum(GENDERS, { error: 'validation:invalidInput' }))),
  dateOfBirth: z.optional(z.nullable(calendarDate({ error: 'validation:dateInvalid' }))),
  nationality: z.optional(z.nullable(z.enum(NATIONALITIES, { error: 'validation:invalidInput' }))),
  locationCamp: z.optional(z.nullable(z.enum(CAMPS, { error: 'validation:invalidInput' }))),
  locationBlock: optionalText(50),
  locationUrbanArea: optionalText(100),
  educationLevel: z.optional(z.nullable(z.enum(EDUCATION_LEVELS, { error: 'validation:invalidInput' }))),
  employmentStatus: z.optional(z.nullable(z.enum(EMPLOYMENT_STATUSES, { error: 'validation:invalidInput' }))),
  householdSize: z
    .int({ error: 'validation:householdSizeMin' })
    .check(z.gte(1, { error: 'validation:householdSizeMin' }), z.lte(100)),
  monthlyIncome: z
    .int({ error: 'validation:incomeMin' })
    .check(z.gte(0, { error: 'validation:incomeMin' }), z.lte(100_000_000)),
  bankAccountNumber: optionalText(40),
  mobileMoneyNumber: optionalPhone,
  emergencyContactName: optionalText(100),
  emergencyContactPhone: optionalPhone,
  skills: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(50)),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const nullableString = z.nullable(z.string());

/** The profile as the API returns it; empty optional fields are null. */
export const beneficiaryProfileSchema = z.object({
  id: z.string(),
  /** Set by staff when they link the person to the registry; read-only here. */
  progresId: nullableString,
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  alternativePhone: nullableString,
  email: nullableString,
  gender: z.nullable(z.enum(GENDERS)),
  dateOfBirth: nullableString,
  nationality: z.nullable(z.enum(NATIONALITIES)),
  locationCamp: z.nullable(z.enum(CAMPS)),
  locationBlock: nullableString,
  locationUrbanArea: nullableString,
  educationLevel: z.nullable(z.enum(EDUCATION_LEVELS)),
  employmentStatus: z.nullable(z.enum(EMPLOYMENT_STATUSES)),
  householdSize: z.number(),
  monthlyIncome: z.number(),
  bankAccountNumber: nullableString,
  mobileMoneyNumber: nullableString,
  emergencyContactName: nullableString,
  emergencyContactPhone: nullableString,
  skills: z.array(z.string()),
});
export type BeneficiaryProfile = z.infer<typeof beneficiaryProfileSchema>;

/** The skills tag list: a skill is added only if non-empty after trimming and not already there. */
export function addSkill(skills: readonly string[], candidate: string): string[] {
  const skill = candidate.trim();
  if (!skill) return [...skills];
  const taken = skills.some((existing) => existing.toLocaleLowerCase() === skill.toLocaleLowerCase());
  return taken ? [...skills] : [...skills, skill];
}
