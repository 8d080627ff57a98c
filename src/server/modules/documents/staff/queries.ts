import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { DocumentStatus } from '@domain/documents';
import type { StaffScope } from '@domain/organisations';
import { personInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, beneficiaryDocuments, users } from '@server/db/schema';

export interface QueueFilters {
  statuses: readonly DocumentStatus[];
  type?: string;
  camp?: string;
}

const personColumns = {
  personId: beneficiaries.id,
  firstName: beneficiaries.firstName,
  lastName: beneficiaries.lastName,
  progresId: beneficiaries.progresId,
  locationCamp: beneficiaries.locationCamp,
  locationArea: beneficiaries.locationArea,
  locationBlock: beneficiaries.locationBlock,
};

const queueColumns = {
  id: beneficiaryDocuments.id,
  documentType: beneficiaryDocuments.documentType,
  documentName: beneficiaryDocuments.documentName,
  mimeType: beneficiaryDocuments.mimeType,
  fileSize: beneficiaryDocuments.fileSize,
  expiryDate: beneficiaryDocuments.expiryDate,
  status: beneficiaryDocuments.status,
  uploadedAt: beneficiaryDocuments.uploadedAt,
  verificationNotes: beneficiaryDocuments.verificationNotes,
  verificationDate: beneficiaryDocuments.verificationDate,
  ...personColumns,
};

/** Only the documents of people in the officer's scope are ever read. */
function queueWhere(scope: StaffScope, filters: QueueFilters): SQL | undefined {
  return and(
    personInScope(scope),
    inArray(beneficiaryDocuments.status, [...filters.statuses]),
    filters.type ? eq(beneficiaryDocuments.documentType, filters.type) : undefined,
    filters.camp ? eq(beneficiaries.locationCamp, filters.camp) : undefined,
  );
}

/** Oldest upload first: whoever has waited longest is checked first (beneficiary_documents_queue_idx). */
export async function listQueue(
  db: Database,
  scope: StaffScope,
  filters: QueueFilters,
  page: number,
  pageSize: number,
) {
  const where = queueWhere(scope, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(queueColumns)
      .from(beneficiaryDocuments)
      .innerJoin(beneficiaries, eq(beneficiaries.id, beneficiaryDocuments.beneficiaryId))
      .where(where)
      .orderBy(asc(beneficiaryDocuments.uploadedAt), asc(beneficiaryDocuments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(beneficiaryDocuments)
      .innerJoin(beneficiaries, eq(beneficiaries.id, beneficiaryDocuments.beneficiaryId))
      .where(where),
  ]);
  return { rows, total: toCount(total?.total) };
}
export type QueueRow = Awaited<ReturnType<typeof listQueue>>['rows'][number];

/** The document, its person and who decided it, or null (also when the person is outside the scope). */
export async function findDocumentForReview(db: Database, scope: StaffScope, id: string) {
  const [row] = await db
    .select({
      ...queueColumns,
      storageKey: beneficiaryDocuments.storageKey,
      personStatus: beneficiaries.status,
      dateOfBirth: beneficiaries.dateOfBirth,
      nationality: beneficiaries.nationality,
      verifierFirstName: users.firstName,
      verifierLastName: users.lastName,
    })
    .from(beneficiaryDocuments)
    .innerJoin(beneficiaries, eq(beneficiaries.id, beneficiaryDocuments.beneficiaryId))
    .leftJoin(users, eq(users.id, beneficiaryDocuments.verifiedBy))
    .where(and(eq(beneficiaryDocuments.id, id), personInScope(scope)))
    .limit(1);
  return row ?? null;
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findDocumentForReview>>>;

const OTHER_DOCUMENTS_LIMIT = 50;

export function listOtherDocuments(db: Database, beneficiaryId: string, exceptId: string) {
  return db
    .select({
      id: beneficiaryDocuments.id,
      documentType: beneficiaryDocuments.documentType,
      documentName: beneficiaryDocuments.documentName,
      status: beneficiaryDocuments.status,
      uploadedAt: beneficiaryDocuments.uploadedAt,
      expiryDate: beneficiaryDocuments.expiryDate,
    })
    .from(beneficiaryDocuments)
    .where(and(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId), ne(beneficiaryDocuments.id, exceptId)))
    .orderBy(desc(beneficiaryDocuments.uploadedAt), desc(beneficiaryDocuments.id))
    .limit(OTHER_DOCUMENTS_LIMIT);
}

export type DocumentRow = typeof beneficiaryDocuments.$inferSelect;

/** Locks the row so two officers deciding at once are decided one after the other. */
export async function lockDocument(db: Database, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(beneficiaryDocuments)
    .where(eq(beneficiaryDocuments.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateDocument(
  db: Database,
  id: string,
  values: Partial<typeof beneficiaryDocuments.$inferInsert>,
): Promise<void> {
  await db.update(beneficiaryDocuments).set(values).where(eq(beneficiaryDocuments.id, id));
}
