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
