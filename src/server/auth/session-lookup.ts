import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import type { StaffPlace } from '@domain/organisations';
import type { Database } from '@server/db/client';
import { organisations, sessions, staffMembers, staffPlaces, users } from '@server/db/schema';
import { cookieValue } from '@server/http/request-headers';

/*
 * The session, the person, their staff standing and their places, read in one
 * statement. better-auth's own lookup costs three (session, user, then ours),
 * plus its endpoint machinery, on every signed-in request.
 */

/** A signature is base64 of a SHA-256 HMAC: 44 characters ending in '='. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a cookie better-auth signed with our secret, read the way
 * better-auth reads it (first cookie of the name, URI-decoded, quotes removed);
 * undefined for a missing, invented or altered one.
 */
export function signedSessionToken(
  cookieHeader: string | undefined,
  cookieName: string,
  secret: string,
): string | undefined {
  let raw = cookieValue(cookieHeader, cookieName);
  if (!raw || raw.length > 1024) return undefined;
  if (raw.startsWith('"')) raw = raw.slice(1, -1);
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // better-auth keeps an undecodable value as it is; its signature then fails below.
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return undefined;
  const given = Buffer.from(signature);
  const wanted = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? token : undefined;
}

/** Every place a staff member works in, as JSON, in the order the Team page shows them; only staff have any. */
const placesOfUser = sql<StaffPlace[] | null>`case when ${users.userType} = 'staff' then (
  select json_agg(json_build_object('camp', ${staffPlaces.camp}, 'area', ${staffPlaces.area}, 'block', ${staffPlaces.block})
    order by ${staffPlaces.camp}, ${staffPlaces.area}, ${staffPlaces.block})
  from ${staffPlaces} where ${staffPlaces.userId} = ${users.id}) end`;

const personColumns = { user: users, staff: staffMembers, organisation: organisations, places: placesOfUser };

function selectPerson(db: Database) {
  return db
    .select(personColumns)
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .leftJoin(organisations, eq(organisations.code, staffMembers.organisation));
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPerson>['limit']>>[number];

function toCurrentUser({ user, staff, organisation, places }: PersonRow): CurrentUser {
  const isStaff = user.userType === 'staff' && staff !== null;
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
            places: places ?? [],
          },
        }
      : null,
  };
}

/** The person with their staff standing and scope, by user id, in one statement. */
export async function findPersonById(db: Database, userId: string): Promise<CurrentUser | null> {
  const [row] = await selectPerson(db).where(eq(users.id, userId)).limit(1);
  return row ? toCurrentUser(row) : null;
}

export interface SessionPerson {
  /** When the session ends unless renewed; better-auth renews it a day after its last renewal. */
  expiresAt: Date;
  user: CurrentUser;
}

/** The session with this token and its person, in one statement; null when no such session exists. */
export async function findSessionPerson(db: Database, token: string): Promise<SessionPerson | null> {
  const [row] = await db
    .select({ ...personColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .leftJoin(organisations, eq(organisations.code, staffMembers.organisation))
    .where(eq(sessions.token, token))
    .limit(1);
  return row ? { expiresAt: row.expiresAt, user: toCurrentUser(row) } : null;
}
