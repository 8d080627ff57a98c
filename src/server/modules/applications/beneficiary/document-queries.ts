import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@domain/ids';
import type { Database } from '@server/db/client';
import { beneficiaryDocuments, programApplicationDocuments } from '@server/db/schema';

export interface OwnDocument {
  id: string;
  name: string;
  documentType: string;
  status: string;
}

const documentColumns = {
  id: beneficiaryDocuments.id,
  name: beneficiaryDocuments.documentName,
  documentType: beneficiaryDocuments.documentType,
  status: beneficiaryDocuments.status,
};

/** Those of the ids that are this person's documents (anyone else's id, or no id at all, finds nothing). */
export function findOwnDocuments(
  db: Database,
  beneficiaryId: string,
  documentIds: readonly string[],
): Promise<OwnDocument[]> {
  const ids = [...new Set(documentIds.filter(isUuid))];
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(documentColumns)
    .from(beneficiaryDocuments)
    .where(and(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId), inArray(beneficiaryDocuments.id, ids)));
}

/** The documents attached to a submitted application, oldest attachment first. */
export function attachedDocuments(db: Database, applicationId: string): Promise<OwnDocument[]> {
  return db
    .select(documentColumns)
    .from(programApplicationDocuments)
    .innerJoin(beneficiaryDocuments, eq(beneficiaryDocuments.id, programApplicationDocuments.documentId))
    .where(eq(programApplicationDocuments.applicationId, applicationId))
    .orderBy(asc(programApplicationDocuments.createdAt), asc(beneficiaryDocuments.documentType));
}

export async function attachDocuments(
  db: Database,
  applicationId: string,
  documents: readonly Pick<OwnDocument, 'id' | 'documentType'>[],
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insert(programApplicationDocuments)
    .values(
      documents.map((document) => ({ applicationId, documentId: document.id, documentType: document.documentType })),
    )
    .onConflictDoNothing();
}
