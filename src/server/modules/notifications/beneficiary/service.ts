import type { BeneficiaryNotificationPage } from '@domain/beneficiary-notifications';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { beneficiaryPreferences } from '@server/db/schema';
import { AppError } from '@server/errors';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { displayParams, notificationLanguage, programmeNames } from './notification-text';
import { countNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from './queries';

/** The reader's language: the one they saved in Settings, as their e-mails are written. */
async function savedLanguage(db: Database, beneficiaryId: string) {
  const [row] = await db
    .select({ language: beneficiaryPreferences.language })
    .from(beneficiaryPreferences)
    .where(eq(beneficiaryPreferences.beneficiaryId, beneficiaryId))
    .limit(1);
  return notificationLanguage(row?.language);
}

export async function listOwnNotifications(
  db: Database,
  user: CurrentUser | null,
  query: { page: number; pageSize: number; language?: string },
): Promise<BeneficiaryNotificationPage> {
  const person = await loadOwnBeneficiary(db, user);
  const [rows, counts, saved] = await Promise.all([
    listNotifications(db, person.id, query.page, query.pageSize),
    countNotifications(db, person.id),
    savedLanguage(db, person.id),
  ]);
  const language = query.language ? notificationLanguage(query.language) : saved;
  const names = await programmeNames(
    db,
    rows.map((row) => row.params),
    language,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      params: displayParams(row.params, language, names),
      tab: row.tab,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    ...counts,
  };
}

export async function readOwnNotification(db: Database, user: CurrentUser | null, id: string): Promise<void> {
  const person = await loadOwnBeneficiary(db, user);
  if (!isUuid(id) || !(await markNotificationRead(db, person.id, id)))
    throw new AppError('not_found', 'errors:notFound');
}

export async function readAllOwnNotifications(db: Database, user: CurrentUser | null): Promise<void> {
  const person = await loadOwnBeneficiary(db, user);
  await markAllNotificationsRead(db, person.id);
}
