import * as z from 'zod/mini';
import { ORGANISATION_CODE_PATTERN, ORGANISATION_COLOURS, organisationSchema } from './organisations';

/*
 * The Organisations page's contract: the lead agency's administrators add partners and keep their
 * details; every staff member reads the list for badges and pickers.
 */

export const organisationListSchema = z.object({ items: z.array(organisationSchema) });

const trimmed = (max: number, error: string) =>
  z.string().check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error }));
const optionalText = (max: number, error: string) =>
  z.nullable(z.string().check(z.trim(), z.maxLength(max, { error })));

/** YYYY-MM-DD naming a real day (2025-02-30 is refused rather than reaching the database). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The editable details; the lead agency mark is set with the platform, never from this page. */
export const organisationDetailsSchema = z.strictObject({
  name: trimmed(120, 'validation:organisation.name'),
  colour: z.enum(ORGANISATION_COLOURS, { error: 'validation:organisation.colour' }),
  contactEmail: optionalText(200, 'validation:organisation.contactEmail').check(
    z.refine((value) => value === null || value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'validation:organisation.contactEmail',
    }),
  ),
  contactPhone: optionalText(40, 'validation:organisation.contactPhone'),
  dataSharingAgreementOn: z.nullable(
    z.string().check(z.refine(isCalendarDate, { error: 'validation:organisation.agreementDate' })),
  ),
});
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;

export const organisationCreateSchema = z.strictObject({
  ...organisationDetailsSchema.shape,
  code: z.string().check(z.trim(), z.regex(ORGANISATION_CODE_PATTERN, { error: 'validation:organisation.code' })),
});
export type OrganisationCreate = z.infer<typeof organisationCreateSchema>;
