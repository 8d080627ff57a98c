import { eq } from 'drizzle-orm';
import { normalizePhone } from '@domain/phone';
import type { UserType } from '@domain/user-types';
import type { Database } from '@server/db/client';
import { isUniqueViolation } from '@server/db/unique-violation';
import { users } from '@server/db/schema';
import type { Auth } from './auth';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  userType: UserType;
  emailVerified: boolean;
}

/**
 * Creates an e-mail + password account the way sign-up does (better-auth's
 * hashing and account link) but without sending mail: for the demo seed and
 * the create-admin command. Idempotent: an existing e-mail returns its user id.
 */
export async function ensureAccount(
  auth: Auth,
  db: Database,
  account: NewAccount,
): Promise<{ userId: string; created: boolean }> {
  const email = account.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return { userId: existing.id, created: false };

  const phoneNumber = normalizePhone(account.phoneNumber);
  if (!phoneNumber) throw new Error(`Not a valid phone number: ${account.phoneNumber}`);
  const context = await auth.$context;
  let user: { id: string };
  try {
    user = await context.internalAdapter.createUser(
      {
        email,
        name: `${account.firstName} ${account.lastName}`,
        emailVerified: account.emailVerified,
        firstName: account.firstName,
        lastName: account.lastName,
        phoneNumber,
        userType: account.userType,
      },
      { method: 'admin' },
    );
  } catch (error) {
    // Two instances (or test files) seeding one database at once: the other created it first.
    if (!isUniqueViolation(error)) throw error;
    const [created] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!created) throw error;
    return { userId: created.id, created: false };
  }
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(account.password),
  });
  return { userId: user.id, created: true };
}
