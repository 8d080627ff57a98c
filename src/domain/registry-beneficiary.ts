import * as z from 'zod/mini';
import { GENDERS, NATIONALITIES } from './beneficiary-profile';
import { MIN_NAME_LENGTH } from './constants';
import { nairobiToday } from './kenya-day';
import { normalizePhone } from './phone';
import { MAX_VULNERABILITY_SCORE, parseLocationCode, PROGRES_ID_PATTERN, REGISTRY_STATUSES } from './registry';

/*
 * A person as staff add or edit them in the registry (spec: Beneficiary, staff
 * sample data). The web form, the API and the bulk importer (one row at a time)
 * all validate with this schema, so a row is refused for the same reasons a
 * form is.
 */

/** Letters of any script, joined by single spaces, hyphens or apostrophes: Jean-Claude, N'Goma, Trésor. */
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;
const EARLIEST_BIRTH_DATE = '1900-01-01';
const MAX_NAME_LENGTH = 100;
export const MAX_HOUSEHOLD_ID_LENGTH = 40;

const personName = (minMessage: string) =>
  z
    .string({ error: minMessage })
    .check(
      z.trim(),
      z.minLength(MIN_NAME_LENGTH, { error: minMessage }),
      z.maxLength(MAX_NAME_LENGTH, { error: 'validation:registryRecord.nameTooLong' }),
      z.regex(PERSON_NAME_PATTERN, { error: 'validation:registryRecord.nameCharacters' }),
    );

/** True when the score has at most one decimal (4.5, not 4.55). */
function hasOneDecimal(score: number): boolean {
  return Math.abs(Math.round(score * 10) - score * 10) < 1e-9;
}

/** The fields staff edit; status and skills get their defaults only when a person is added. */
const registryFields = {
  progresId: z
    .string({ error: 'validation:registryRecord.progresIdFormat' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(PROGRES_ID_PATTERN, { error: 'validation:registryRecord.progresIdFormat' }),
    ),
  firstName: personName('validation:firstNameMin'),
  lastName: personName('validation:lastNameMin'),
  dateOfBirth: z.iso.date({ error: 'validation:registryRecord.dateOfBirthInvalid' }).check(
    z.refine((value) => value >= EARLIEST_BIRTH_DATE, { error: 'validation:registryRecord.dateOfBirthTooEarly' }),
    z.refine((value) => value <= nairobiToday(), { error: 'validation:registryRecord.dateOfBirthFuture' }),
  ),
  gender: z.enum(GENDERS, { error: 'validation:registryRecord.genderRequired' }),
  nationality: z.enum(NATIONALITIES, { error: 'validation:registryRecord.nationalityRequired' }),
  /** The location code camp-area-block, e.g. DAD-IFO-B12; the area must belong to the camp. */
  location: z.string({ error: 'validation:registryRecord.locationInvalid' }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((value) => parseLocationCode(value) !== null, { error: 'validation:registryRecord.locationInvalid' }),
  ),
  /** Optional; any common form (0712 345 678, +254..., 254...) is stored as E.164. '' means none. */
  phoneNumber: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || normalizePhone(value) !== null, {
        error: 'validation:registryRecord.phoneInvalid',
      }),
      z.overwrite((value) => (value === '' ? value : (normalizePhone(value) ?? value))),
    ),
  ),
  householdId: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(MAX_HOUSEHOLD_ID_LENGTH, { error: 'validation:registryRecord.householdIdTooLong' })),
  ),
  vulnerabilityScore: z
    .number({ error: 'validation:registryRecord.vulnerabilityScore' })
    .check(
      z.gte(0, { error: 'validation:registryRecord.vulnerabilityScore' }),
      z.lte(MAX_VULNERABILITY_SCORE, { error: 'validation:registryRecord.vulnerabilityScore' }),
      z.refine(hasOneDecimal, { error: 'validation:registryRecord.vulnerabilityScore' }),
    ),
  skills: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)))
    .check(z.maxLength(50, { error: 'validation:registryRecord.tooManySkills' })),
};
const statusField = z.enum(REGISTRY_STATUSES, { error: 'validation:registry.statusInvalid' });

export const registryBeneficiarySchema = z.strictObject({
  ...registryFields,
  status: z._default(statusField, 'active'),
  skills: z._default(registryFields.skills, []),
});
export type RegistryBeneficiaryInput = z.input<typeof registryBeneficiarySchema>;
export type RegistryBeneficiary = z.output<typeof registryBeneficiarySchema>;

/**
 * An edit sends only the fields that change (at least one). The status is not
 * editable here: it changes through registryStatusChangeSchema, with a reason.
 */
export const registryBeneficiaryUpdateSchema = z
  .partial(z.strictObject(registryFields))
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'validation:registryRecord.nothingToUpdate' }));
export type RegistryBeneficiaryUpdate = z.output<typeof registryBeneficiaryUpdateSchema>;

export type RegistryFieldErrors = Partial<Record<keyof RegistryBeneficiary | 'row', string>>;

export type RegistryRowResult = { ok: true; value: RegistryBeneficiary } | { ok: false; errors: RegistryFieldErrors };

/**
 * Validates one plain object (a form, a JSON body or an imported row) and
 * answers the typed person or the first message key of each failing field.
 */
export function parseRegistryBeneficiary(input: unknown): RegistryRowResult {
  const result = registryBeneficiarySchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: RegistryFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = (typeof issue.path[0] === 'string' ? issue.path[0] : 'row') as keyof RegistryFieldErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
