import type { StaffStatus } from './user-types';

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
export interface TeamMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: StaffStatus;
  isAdmin: boolean;
  /** May see and handle sensitive complaints (fraud, abuse, exploitation). */
  safeguarding: boolean;
  site: string | null;
  createdAt: string;
  approvedAt: string | null;
}
