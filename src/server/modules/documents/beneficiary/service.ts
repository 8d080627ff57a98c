import { randomUUID } from 'node:crypto';
import {
  documentUploadFieldsSchema,
  EXPIRES_SOON_DAYS,
  mayReupload,
  type BeneficiaryDocument,
  type DocumentsPage,
} from '@domain/documents';
import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { AppError, type FieldIssue } from '@server/errors';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { loadOwnBeneficiary } from '@server/modules/registry';
import {
  findOwnDocument,
  insertDocument,
  listDocuments,
  countDocuments,
  listExpiringDocuments,
  replaceRejectedFile,
  type DocumentRow,
} from './queries';
import { openDocumentFile, type DocumentFile } from './send-document-file';
import { storeUpload, type StoredUpload } from './store-upload';
import { FILE_FIELD, type UploadReader } from './upload-form';
import { isUuid } from '@domain/ids';

export interface DocumentsDeps {
  db: Database;
  storage: FileStorage;
}

const REQUIRED = 'errors:documentFieldsRequired';
const EXPIRY_ALERTS_LIMIT = 50;

export function toDocument(row: DocumentRow): BeneficiaryDocument {
  return {
    id: row.id,
    documentType: row.documentType,
    documentName: row.documentName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    expiryDate: row.expiryDate,
    status: row.status,
    verificationNotes: row.verificationNotes,
    verificationDate: row.verificationDate?.toISOString() ?? null,
    uploadedAt: row.uploadedAt.toISOString(),
    canReupload: mayReupload(row.status, row.expiryDate, nairobiToday()),
  };
}

/** A fresh key per file: never derived from the name the person gave it. */
const newStorageKey = (beneficiaryId: string) => `documents/${beneficiaryId}/${randomUUID()}`;

const storedColumns = (file: StoredUpload) => ({
  storageKey: file.key,
  fileSize: file.fileSize,
  mimeType: file.type.mimeType,
  sha256: file.sha256,
});

/** One message for any missing field (spec section 5); each missing field is marked 'Required'. */
function requiredFieldsError(issues: FieldIssue[]): AppError {
  const missing = issues.some((issue) => issue.message === REQUIRED);
  const fields = issues.map((issue) =>
    issue.message === REQUIRED ? { ...issue, message: 'validation:required' } : issue,
  );
  return new AppError('validation', missing ? REQUIRED : issues[0]!.message, { fields });
}

/** Another person's id, or no id at all, is simply not found: it never tells whose it is. */
async function loadOwnDocument(db: Database, beneficiaryId: string, id: string): Promise<DocumentRow> {
  const row = isUuid(id) ? await findOwnDocument(db, beneficiaryId, id) : null;
  if (!row) throw new AppError('not_found', 'errors:documentNotFound');
  return row;
}

export async function uploadDocument(
  deps: DocumentsDeps,
  user: CurrentUser | null,
  readUpload: UploadReader,
): Promise<BeneficiaryDocument> {
  const person = await loadOwnBeneficiary(deps.db, user);
  const { fields, file } = await readUpload((stream) => storeUpload(deps.storage, newStorageKey(person.id), stream));
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (!file) issues.push({ path: FILE_FIELD, message: REQUIRED });
  if (!parsed.success || !file) {
    if (file) await deps.storage.delete(file.key);
    throw requiredFieldsError(issues);
  }
  try {
    const row = await insertDocument(deps.db, {
      beneficiaryId: person.id,
      documentType: parsed.data.documentType,
      documentName: parsed.data.documentName,
      expiryDate: parsed.data.expiryDate || null,
      status: 'pending',
      ...storedColumns(file),
    });
    return toDocument(row);
  } catch (error) {
    await deps.storage.delete(file.key);
    throw error;
  }
}

export async function listOwnDocuments(
  db: Database,
  user: CurrentUser | null,
  page: number,
  pageSize: number,
): Promise<DocumentsPage> {
  const person = await loadOwnBeneficiary(db, user);
  const [rows, total] = await Promise.all([
    listDocuments(db, person.id, page, pageSize),
    countDocuments(db, person.id),
  ]);
  return { items: rows.map(toDocument), page, pageSize, total };
}

/** For the expiry alert card: expired and soon-to-expire documents, whichever page they are on. */
export async function listOwnExpiringDocuments(db: Database, user: CurrentUser | null): Promise<BeneficiaryDocument[]> {
  const person = await loadOwnBeneficiary(db, user);
  return (await listExpiringDocuments(db, person.id, EXPIRES_SOON_DAYS, EXPIRY_ALERTS_LIMIT)).map(toDocument);
}

export async function openOwnDocumentFile(
  deps: DocumentsDeps,
  user: CurrentUser | null,
  id: string,
  kind: 'inline' | 'attachment',
): Promise<DocumentFile> {
  const person = await loadOwnBeneficiary(deps.db, user);
  const row = await loadOwnDocument(deps.db, person.id, id);
  return openDocumentFile(deps.storage, row, kind);
}

/** A rejected document gets a new file and goes back to pending review; any other status is 409. */
export async function reuploadDocument(
  deps: DocumentsDeps,
  user: CurrentUser | null,
  id: string,
  readUpload: UploadReader,
): Promise<BeneficiaryDocument> {
  const person = await loadOwnBeneficiary(deps.db, user);
  const current = await loadOwnDocument(deps.db, person.id, id);
  if (current.status !== 'rejected') throw new AppError('conflict', 'errors:documentNotRejected');
  if (!mayReupload(current.status, current.expiryDate, nairobiToday()))
    throw new AppError('conflict', 'errors:documentExpiredReupload');
  const { file } = await readUpload((stream) => storeUpload(deps.storage, newStorageKey(person.id), stream));
  if (!file) throw requiredFieldsError([{ path: FILE_FIELD, message: REQUIRED }]);

  const updated = await replaceRejectedFile(deps.db, person.id, id, storedColumns(file)).catch(
    async (error: unknown) => {
      await deps.storage.delete(file.key);
      throw error;
    },
  );
  if (!updated) {
    await deps.storage.delete(file.key);
    throw new AppError('conflict', 'errors:documentNotRejected');
  }
  // The old file is no longer referenced; failing to remove it must not undo a successful re-upload.
  await deps.storage.delete(current.storageKey).catch(() => undefined);
  return toDocument(updated);
}
