import { LEAD_AGENCY } from '@domain/organisations';
import type { StaffPlace } from '@domain/organisations';
import type { StaffStatus } from '@domain/user-types';
import type { Database } from '@server/db/client';
import { staffMembers } from '@server/db/schema';
import { replaceStaffPlaces } from '@server/auth/staff-places';

export interface StaffStandingInput {
  status: StaffStatus;
  isAdmin: boolean;
  site: string | null;
  programmeDesign?: boolean;
  /** An organisation code; the lead agency when not given. */
  organisation?: string;
  /** Whole registry unless places are given: the first admin of an install must be able to see everyone. */
  wholeRegistry?: boolean;
  places?: StaffPlace[];
}

/** Sets a staff member's standing directly: only for the seed, the create-admin command and tests. */
export async function ensureStaffMember(db: Database, userId: string, input: StaffStandingInput): Promise<void> {
  const { places, ...rest } = input;
  const standing = {
    ...rest,
    organisation: input.organisation ?? LEAD_AGENCY,
    wholeRegistry: input.wholeRegistry ?? places === undefined,
  };
  const approvedAt = standing.status === 'active' ? new Date() : null;
  await db
    .insert(staffMembers)
    .values({ userId, ...standing, approvedAt })
    .onConflictDoUpdate({ target: staffMembers.userId, set: { ...standing, approvedAt, updatedAt: new Date() } });
  if (places) await replaceStaffPlaces(db, userId, places);
}
