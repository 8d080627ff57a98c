import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaryDocuments } from '@server/db/schema';

export type DocumentRow = typeof beneficiaryDocuments.$inferSelect;
type NewDocument = typeof beneficiaryDocuments.$inferInsert;
export type StoredFileColumns = Pick<NewDocument, 'storageKey' | 'fileSize' | 'mimeType' | 'sha256'>;

const own = (beneficiaryId: string, id: string) =>
  and(eq(beneficiaryDocuments.id, id), eq(beneficiaryDocuments.beneficiaryId, beneficiaryId));

export async function insertDocument(db: Database, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(beneficiaryDocuments).values(values).returning();
  return row as DocumentRow;
}

/** Newest first; the id breaks ties so pages never overlap. */
export function listDocuments(
  db: Database,
  beneficiaryId: string,
  page: number,
  pageSize: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(beneficiaryDocuments)
    .where(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId))
    .orderBy(desc(beneficiaryDocuments.createdAt), desc(beneficiaryDocuments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countDocuments(db: Database, beneficiaryId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(beneficiaryDocuments)
    .where(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId));
  return toCount(row?.total);
}

/**
 * Documents whose expiry date has passed or is near, soonest first. The window
 * is a day wider than the rule: the reader's own calendar day decides.
 */
export function listExpiringDocuments(
  db: Database,
  beneficiaryId: string,
  withinDays: number,
  limit: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(beneficiaryDocuments)
    .where(
      and(
        eq(beneficiaryDocuments.beneficiaryId, beneficiaryId),
        isNotNull(beneficiaryDocuments.expiryDate),
        lte(beneficiaryDocuments.expiryDate, sql`current_date + ${withinDays + 1}::int`),
      ),
    )
    .orderBy(asc(beneficiaryDocuments.expiryDate), asc(beneficiaryDocuments.id))
    .limit(limit);
}

export async function findOwnDocument(db: Database, beneficiaryId: string, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(beneficiaryDocuments).where(own(beneficiaryId, id)).limit(1);
  return row ?? null;
}

/** Puts a new file on a rejected document (uploaded now); null when it is no longer rejected (someone acted first). */
export async function replaceRejectedFile(
  db: Database,
  beneficiaryId: string,
  id: string,
  file: StoredFileColumns,
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(beneficiaryDocuments)
    .set({
      ...file,
      status: 'pending',
      verificationNotes: null,
      verificationDate: null,
      verifiedBy: null,
      uploadedAt: sql`now()`,
    })
    .where(and(own(beneficiaryId, id), eq(beneficiaryDocuments.status, 'rejected')))
    .returning();
  return row ?? null;
}
