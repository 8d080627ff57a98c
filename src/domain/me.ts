import * as z from 'zod/mini';
import { staffScopeSchema } from './organisations';
import { STAFF_STATUSES, USER_TYPES } from './user-types';

export const staffMembershipSchema = z.object({
  status: z.enum(STAFF_STATUSES),
  isAdmin: z.boolean(),
  /** May design programmes and select their participants (granted by an admin). */
  programmeDesign: z.boolean(),
  site: z.nullable(z.string()),
  /** The organisation and places whose people, projects and cases this staff member may see. */
  scope: staffScopeSchema,
});
export type StaffMembership = z.infer<typeof staffMembershipSchema>;

/** The signed-in person as `GET /api/v1/me` answers it. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  userType: z.enum(USER_TYPES),
  /** Present for staff accounts only. */
  staff: z.nullable(staffMembershipSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({
  user: z.nullable(currentUserSchema),
  /** The language a beneficiary saved in Settings; null when none was saved. */
  preferredLanguage: z.nullable(z.string()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
