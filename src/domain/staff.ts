import * as z from 'zod/mini';
import { STAFF_STATUSES, type StaffStatus } from './user-types';

/** The staff badge shows a role label; admins run the team, officers run programmes. */
export type StaffRole = 'agencyAdmin' | 'programmeOfficer';

export function staffRoleOf(isAdmin: boolean): StaffRole {
  return isAdmin ? 'agencyAdmin' : 'programmeOfficer';
}

/** Only an active staff member may use the console; pending ones wait for approval. */
export function canUseStaffConsole(status: StaffStatus | null | undefined): boolean {
  return status === 'active';
}

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
  site: z.nullable(z.string()),
  createdAt: z.string(),
  approvedAt: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({ items: z.array(teamMemberSchema) });

export const staffAdminChangeSchema = z.strictObject({ isAdmin: z.boolean() });
export const staffSafeguardingChangeSchema = z.strictObject({ safeguarding: z.boolean() });
