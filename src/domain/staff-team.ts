import * as z from 'zod/mini';
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
  createdAt: z.string(),
  approvedAt: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ items: z.array(teamMemberSchema) });

export const staffAdminChangeSchema = z.strictObject({ isAdmin: z.boolean() });
export const staffSafeguardingChangeSchema = z.strictObject({ safeguarding: z.boolean() });
export const staffProgrammeDesignChangeSchema = z.strictObject({ programmeDesign: z.boolean() });
