import * as z from 'zod/mini';
import { CAMPS } from './beneficiary-profile';

/*
 * Partner organisations share one platform (UNHCR and the partners that run livelihood projects), each on
 * its own caseload. An organisation is known by its code, the short name on its badges (WFP, IRC, UNHCR):
 * projects, programmes and staff members name it.
 */

/** The badge colours an organisation may take; the web maps each to classes with 4.5:1 text contrast. */
export const ORGANISATION_COLOURS = ['blue', 'amber', 'teal', 'red', 'orange', 'green', 'purple', 'slate'] as const;
export type OrganisationColour = (typeof ORGANISATION_COLOURS)[number];

/** The organisation created as the lead agency with the platform (organisations.lead_agency marks it). */
export const LEAD_AGENCY = 'UNHCR';

/** WFP, IRC, UNHCR: two to ten capital letters, as project codes begin. */
export const ORGANISATION_CODE_PATTERN = /^[A-Z]{2,10}$/;

export const organisationSchema = z.object({
  code: z.string(),
  name: z.string(),
  colour: z.enum(ORGANISATION_COLOURS),
  contactEmail: z.nullable(z.string()),
  contactPhone: z.nullable(z.string()),
  /** When the data-sharing agreement with the lead agency was signed; null when there is none yet. */
  dataSharingAgreementOn: z.nullable(z.string()),
  /** The lead agency (UNHCR by default) may have staff who see the whole registry. */
  leadAgency: z.boolean(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/**
 * A place a staff member works in: a camp, or one area of it, or one block of an area. Null area or block
 * means the whole of the level above.
 */
export const staffPlaceSchema = z.object({
  camp: z.enum(CAMPS),
  area: z.nullable(z.string()),
  block: z.nullable(z.string()),
});
export type StaffPlace = z.infer<typeof staffPlaceSchema>;

/**
 * What a staff member may see: the people living in their places, the people enrolled in their
 * organisation's projects, and their organisation's projects and programmes. `wholeRegistry` (only for
 * staff of the lead agency) lifts the limit on people and projects.
 */
export const staffScopeSchema = z.object({
  organisation: z.nullable(z.pick(organisationSchema, { code: true, name: true, colour: true, leadAgency: true })),
  wholeRegistry: z.boolean(),
  places: z.array(staffPlaceSchema),
});
export type StaffScope = z.infer<typeof staffScopeSchema>;

/** Whether a person living at this location is inside one of the places. */
export function livesInPlaces(
  places: readonly StaffPlace[],
  location: { camp: string | null; area: string | null; block: string | null },
): boolean {
  return places.some(
    (place) =>
      place.camp === location.camp &&
      (place.area === null || place.area === location.area) &&
      (place.block === null || place.block === location.block),
  );
}
