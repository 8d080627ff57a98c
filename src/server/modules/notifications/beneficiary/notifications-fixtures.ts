import { desc, eq } from 'drizzle-orm';
import type { BeneficiaryNotificationKind } from '@domain/beneficiary-notifications';
import { beneficiaryNotifications, beneficiaryPreferences, users } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';
import { notifyBeneficiary } from './notify-beneficiary';

/** The person behind a portal account (made on first read of the profile, as the portal does). */
export async function beneficiaryIdOf(t: TestApp, user: Pick<BuiltUser, 'cookie'>): Promise<string> {
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/profile',
    headers: { cookie: user.cookie },
  });
  return profile.json().id as string;
}

export async function verifyEmail(t: TestApp, user: Pick<BuiltUser, 'userId'>): Promise<void> {
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.userId));
}

export async function savePreferences(
  t: TestApp,
  beneficiaryId: string,
  values: Partial<typeof beneficiaryPreferences.$inferInsert>,
) {
  await t.database.db
    .insert(beneficiaryPreferences)
    .values({ beneficiaryId, ...values })
    .onConflictDoUpdate({ target: beneficiaryPreferences.beneficiaryId, set: values });
}

/** Notifies the person and returns the new notification's id (their newest). */
export async function notify(
  t: TestApp,
  beneficiaryId: string,
  kind: BeneficiaryNotificationKind,
  params: Record<string, string | number> = {},
) {
  await notifyBeneficiary(t.database.db, { beneficiaryId, kind, params });
  const [row] = await t.database.db
    .select({ id: beneficiaryNotifications.id })
    .from(beneficiaryNotifications)
    .where(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId))
    .orderBy(desc(beneficiaryNotifications.createdAt))
    .limit(1);
  return row!.id;
}

export async function outcomeOf(t: TestApp, notificationId: string) {
  const [row] = await t.database.db
    .select({ outcome: beneficiaryNotifications.emailOutcome })
    .from(beneficiaryNotifications)
    .where(eq(beneficiaryNotifications.id, notificationId));
  return row?.outcome ?? null;
}
