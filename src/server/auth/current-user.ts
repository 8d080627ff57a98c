import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { organisations, staffMembers, users } from '@server/db/schema';
import type { Auth } from './auth';
import { loadStaffPlaces } from './staff-places';

/** The person with their staff standing and scope, as a request sees them (the seed acts as one too). */
export async function findCurrentUser(db: Database, userId: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ user: users, staff: staffMembers, organisation: organisations })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .leftJoin(organisations, eq(organisations.code, staffMembers.organisation))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, staff, organisation } = row;
  const isStaff = user.userType === 'staff' && staff !== null;
  const places = isStaff ? await loadStaffPlaces(db, user.id) : [];
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    staff: isStaff
      ? {
          status: staff.status,
          isAdmin: staff.isAdmin,
          programmeDesign: staff.programmeDesign,
          site: staff.site,
          scope: {
            organisation: organisation && {
              code: organisation.code,
              name: organisation.name,
              colour: organisation.colour,
              leadAgency: organisation.leadAgency,
            },
            // Only the lead agency's staff may see the whole registry, whatever the flag says.
            wholeRegistry: staff.wholeRegistry && organisation?.leadAgency === true,
            places,
          },
        }
      : null,
  };
}

/**
 * Reads the session cookie through better-auth (which also renews a session
 * that is due) and loads the person with their staff standing. Once per request.
 */
export function createCurrentUserLoader(auth: Auth, db: Database) {
  const cache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();
  return (request: FastifyRequest): Promise<CurrentUser | null> => {
    let pending = cache.get(request);
    if (!pending) {
      pending = auth.api
        .getSession({ headers: fromNodeHeaders(request.headers) })
        .then((session) => (session ? findCurrentUser(db, session.user.id) : null));
      cache.set(request, pending);
    }
    return pending;
  };
}

export type CurrentUserLoader = ReturnType<typeof createCurrentUserLoader>;
