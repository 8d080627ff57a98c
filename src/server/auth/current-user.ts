import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { staffMembers, users } from '@server/db/schema';
import type { Auth } from './auth';

async function findCurrentUser(db: Database, userId: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ user: users, staff: staffMembers })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, staff } = row;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    staff:
      user.userType === 'staff' && staff
        ? {
            status: staff.status,
            isAdmin: staff.isAdmin,
            programmeDesign: staff.programmeDesign,
            site: staff.site,
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
