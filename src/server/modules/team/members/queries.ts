import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffStatus } from '@domain/user-types';
import type { Database } from '@server/db/client';
import { staffMembers, users } from '@server/db/schema';

const teamColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  status: staffMembers.status,
  isAdmin: staffMembers.isAdmin,
  safeguarding: staffMembers.safeguarding,
  programmeDesign: staffMembers.programmeDesign,
  site: staffMembers.site,
  createdAt: staffMembers.createdAt,
  approvedAt: staffMembers.approvedAt,
};

export type TeamMemberRow = Awaited<ReturnType<typeof findTeamMember>> & object;

/** Pending first (they are waiting on someone), then active, then deactivated. */
export function listTeamMembers(db: Database) {
  const statusOrder = sql`case ${staffMembers.status} when 'pending' then 0 when 'active' then 1 else 2 end`;
  return db
    .select(teamColumns)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(statusOrder, asc(staffMembers.createdAt));
}

export async function findTeamMember(db: Database, userId: string) {
  const [row] = await db
    .select(teamColumns)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Changes a member only if it is still in the expected status (no lost race between two admins). */
export async function updateStaffStatus(
  db: Database,
  userId: string,
  from: StaffStatus,
  changes: Partial<typeof staffMembers.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(staffMembers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(staffMembers.userId, userId), eq(staffMembers.status, from)))
    .returning({ userId: staffMembers.userId });
  return updated.length > 0;
}

export async function setAdminFlag(db: Database, userId: string, isAdmin: boolean): Promise<void> {
  await db.update(staffMembers).set({ isAdmin, updatedAt: new Date() }).where(eq(staffMembers.userId, userId));
}

export async function setSafeguardingFlag(db: Database, userId: string, safeguarding: boolean): Promise<void> {
  await db.update(staffMembers).set({ safeguarding, updatedAt: new Date() }).where(eq(staffMembers.userId, userId));
}

export async function setProgrammeDesignFlag(db: Database, userId: string, programmeDesign: boolean): Promise<void> {
  await db.update(staffMembers).set({ programmeDesign, updatedAt: new Date() }).where(eq(staffMembers.userId, userId));
}
