import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StaffPlace } from '@domain/organisations';
import type { StaffStatus } from '@domain/user-types';
import type { Database } from '@server/db/client';
import { staffMembers, staffPlaces, users } from '@server/db/schema';

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
  organisation: staffMembers.organisation,
  wholeRegistry: staffMembers.wholeRegistry,
  createdAt: staffMembers.createdAt,
  approvedAt: staffMembers.approvedAt,
};

export type TeamMemberRow = Awaited<ReturnType<typeof findTeamMember>> & object;

/**
 * The members an admin manages: everyone for the lead agency's whole-registry admins (organisation null);
 * otherwise their organisation's staff and the accounts still waiting for approval (approving one brings
 * it into the approver's organisation).
 */
export function managedBy(organisation: string | null): SQL | undefined {
  if (organisation === null) return undefined;
  return or(
    eq(staffMembers.organisation, organisation),
    and(eq(staffMembers.status, 'pending'), isNull(staffMembers.organisation)),
  );
}

/** Pending first (they are waiting on someone), then active, then deactivated. */
export function listTeamMembers(db: Database, managed: SQL | undefined) {
  const statusOrder = sql`case ${staffMembers.status} when 'pending' then 0 when 'active' then 1 else 2 end`;
  return db
    .select(teamColumns)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(managed)
    .orderBy(statusOrder, asc(staffMembers.createdAt));
}

/** Each member's places, for a page of the Team list. */
export async function placesOf(db: Database, userIds: string[]): Promise<Map<string, StaffPlace[]>> {
  const places = new Map<string, StaffPlace[]>();
  if (userIds.length === 0) return places;
  const rows = await db
    .select({ userId: staffPlaces.userId, camp: staffPlaces.camp, area: staffPlaces.area, block: staffPlaces.block })
    .from(staffPlaces)
    .where(inArray(staffPlaces.userId, userIds))
    .orderBy(asc(staffPlaces.camp), asc(staffPlaces.area), asc(staffPlaces.block));
  for (const { userId, ...place } of rows) places.set(userId, [...(places.get(userId) ?? []), place]);
  return places;
}

export async function setStaffScopeColumns(
  db: Database,
  userId: string,
  scope: { organisation: string; wholeRegistry: boolean },
): Promise<void> {
  await db
    .update(staffMembers)
    .set({ ...scope, updatedAt: new Date() })
    .where(eq(staffMembers.userId, userId));
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
