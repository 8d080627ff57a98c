import { asc, eq } from 'drizzle-orm';
import type { StaffPlace } from '@domain/organisations';
import type { Database } from '@server/db/client';
import { staffPlaces } from '@server/db/schema';

/** The places a staff member works in, camp by camp. */
export async function loadStaffPlaces(db: Database, userId: string): Promise<StaffPlace[]> {
  return db
    .select({ camp: staffPlaces.camp, area: staffPlaces.area, block: staffPlaces.block })
    .from(staffPlaces)
    .where(eq(staffPlaces.userId, userId))
    .orderBy(asc(staffPlaces.camp), asc(staffPlaces.area), asc(staffPlaces.block));
}

/** Replaces a staff member's places with these (the Team page's scope editor). */
export async function replaceStaffPlaces(db: Database, userId: string, places: readonly StaffPlace[]): Promise<void> {
  await db.delete(staffPlaces).where(eq(staffPlaces.userId, userId));
  if (places.length > 0) await db.insert(staffPlaces).values(places.map((place) => ({ userId, ...place })));
}
