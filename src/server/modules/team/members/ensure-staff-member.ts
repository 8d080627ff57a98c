import type { StaffStatus } from '@domain/user-types';
import type { Database } from '@server/db/client';
import { staffMembers } from '@server/db/schema';

/** Sets a staff member's standing directly: only for the seed and the create-admin command. */
export async function ensureStaffMember(
  db: Database,
  userId: string,
  standing: { status: StaffStatus; isAdmin: boolean; site: string | null; programmeDesign?: boolean },
): Promise<void> {
  const approvedAt = standing.status === 'active' ? new Date() : null;
  await db
    .insert(staffMembers)
    .values({ userId, ...standing, approvedAt })
    .onConflictDoUpdate({ target: staffMembers.userId, set: { ...standing, approvedAt, updatedAt: new Date() } });
}
