import * as z from 'zod/mini';
import { ORGANISATION_CODE_PATTERN, staffPlaceSchema } from './organisations';
import { CAMP_AREAS } from './registry';
import { STAFF_STATUSES } from './user-types';

// The team page's contract, apart from the staff rules in staff.ts: the portal guard imports those on
// every first visit, and a module holding schemas would bring the schema library with it.

/** One staff account as GET /api/v1/staff/team lists it (dates as ISO strings). */
export const teamMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  status: z.enum(STAFF_STATUSES),
  isAdmin: z.boolean(),
  /** May see and handle sensitive complaints (fraud, abuse, exploitation). */
  safeguarding: z.boolean(),
  /** May design programmes (rules, formula, places) and select their participants. */
  programmeDesign: z.boolean(),
  site: z.nullable(z.string()),
  /** The organisation's code; null for an account still waiting for approval. */
  organisation: z.nullable(z.string()),
  /** Sees every person and project (lead agency staff only). */
  wholeRegistry: z.boolean(),
  places: z.array(staffPlaceSchema),
  createdAt: z.string(),
  approvedAt: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ items: z.array(teamMemberSchema) });

export const staffAdminChangeSchema = z.strictObject({ isAdmin: z.boolean() });
export const staffSafeguardingChangeSchema = z.strictObject({ safeguarding: z.boolean() });
export const staffProgrammeDesignChangeSchema = z.strictObject({ programmeDesign: z.boolean() });

/** How many places one staff member may be given: a handful of camps, areas or blocks, never a list of people. */
export const MAX_STAFF_PLACES = 40;

/** A place as the Team page sends it: an area must be one of the camp's, and a block needs an area. */
const placeInputSchema = staffPlaceSchema.check(
  z.refine((place) => place.area === null || CAMP_AREAS[place.camp].includes(place.area), {
    error: 'validation:staffScope.areaNotInCamp',
    path: ['area'],
  }),
  z.refine((place) => place.block === null || (place.area !== null && /^[A-Z0-9]{1,6}$/.test(place.block)), {
    error: 'validation:staffScope.blockInvalid',
    path: ['block'],
  }),
);

/** PUT /api/v1/staff/team/:userId/scope: the member's organisation, places and (lead agency only) whole registry. */
export const staffScopeChangeSchema = z.strictObject({
  organisation: z.string().check(z.regex(ORGANISATION_CODE_PATTERN, { error: 'validation:staffScope.organisation' })),
  wholeRegistry: z.boolean(),
  places: z
    .array(placeInputSchema)
    .check(z.maxLength(MAX_STAFF_PLACES, { error: 'validation:staffScope.tooManyPlaces' })),
});
export type StaffScopeChange = z.infer<typeof staffScopeChangeSchema>;
