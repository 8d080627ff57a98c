import {
  canStartDocumentReview,
  decisionConflict,
  shouldMarkExpired,
  statusAfterDecision,
  type DocumentDecisionInput,
  type DocumentQueueItem,
  type DocumentQueuePage,
  type DocumentReview,
} from '@domain/document-review';
import type { DocumentStatus } from '@domain/documents';
import { isUuid } from '@domain/ids';
import type { CurrentUser } from '@domain/me';
import { formatLocationCode } from '@domain/registry';
import { requirePortal } from '@server/auth/guards';
import { isPersonInScope, staffScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { notifyBeneficiary } from '@server/modules/notifications';
import { openDocumentFile, type DocumentFile } from '../beneficiary/send-document-file';
import {
  findDocumentForReview,
  listOtherDocuments,
  listQueue,
  lockDocument,
  updateDocument,
  type QueueFilters,
  type QueueRow,
} from './queries';

/** Audit entries about a document are entries about its person, so they show in the person's history. */
const BENEFICIARY_TARGET = 'beneficiary';
const notFound = () => new AppError('not_found', 'errors:documentNotFound');

function toQueueItem(row: QueueRow): DocumentQueueItem {
  return {
    id: row.id,
    documentType: row.documentType,
    documentName: row.documentName,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    expiryDate: row.expiryDate,
    status: row.status,
    uploadedAt: row.uploadedAt.toISOString(),
    verificationNotes: row.verificationNotes,
    verificationDate: row.verificationDate?.toISOString() ?? null,
    person: {
      id: row.personId,
      firstName: row.firstName,
      lastName: row.lastName,
      progresId: row.progresId,
      location: formatLocationCode({ camp: row.locationCamp, area: row.locationArea, block: row.locationBlock }),
    },
  };
}

/** Any approved, active staff member checks documents: it is routine case work. */
export async function listDocumentQueue(
  db: Database,
  user: CurrentUser | null,
  filters: QueueFilters,
  page: number,
  pageSize: number,
): Promise<DocumentQueuePage> {
  const staff = requirePortal(user, 'staff');
  const { rows, total } = await listQueue(db, staffScope(staff), filters, page, pageSize);
  return { items: rows.map(toQueueItem), page, pageSize, total };
}

/** A document of a person outside the officer's scope is not found, as one that does not exist. */
async function loadForReview(db: Database, user: CurrentUser, id: string) {
  const row = isUuid(id) ? await findDocumentForReview(db, staffScope(user), id) : null;
  if (!row) throw notFound();
  return row;
}

/** The document beside the person's registry summary; a read of the person's record, so audited. */
export async function viewDocumentForReview(
  db: Database,
  user: CurrentUser | null,
  id: string,
): Promise<DocumentReview> {
  const staff = requirePortal(user, 'staff');
  const row = await loadForReview(db, staff, id);
  const others = await listOtherDocuments(db, row.personId, row.id);
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'document.view',
    targetType: BENEFICIARY_TARGET,
    targetId: row.personId,
    details: { documentId: row.id },
  });
  const item = toQueueItem(row);
  return {
    ...item,
    verifiedByName: row.verifierFirstName ? `${row.verifierFirstName} ${row.verifierLastName ?? ''}`.trim() : null,
    pastExpiry: shouldMarkExpired(row, new Date()),
    person: { ...item.person, status: row.personStatus, dateOfBirth: row.dateOfBirth, nationality: row.nationality },
    otherDocuments: others.map((other) => ({ ...other, uploadedAt: other.uploadedAt.toISOString() })),
  };
}

/** Word files cannot be shown in the browser: they always download. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

export async function openDocumentFileForStaff(
  db: Database,
  storage: FileStorage,
  user: CurrentUser | null,
  id: string,
): Promise<DocumentFile> {
  const staff = requirePortal(user, 'staff');
  const row = await loadForReview(db, staff, id);
  const file = await openDocumentFile(storage, row, SHOWN_INLINE.has(row.mimeType) ? 'inline' : 'attachment');
  await recordAudit(db, {
    actorUserId: staff.id,
    action: 'document.file_view',
    targetType: BENEFICIARY_TARGET,
    targetId: row.personId,
    details: { documentId: row.id },
  }).catch((error: unknown) => {
    file.stream.destroy();
    throw error;
  });
  return file;
}

/**
 * Verify or reject, with the notes the person reads on their card. Only a
 * rejection's date is left empty: the card's date reads "Verified on".
 */
export async function decideDocument(
  db: Database,
  user: CurrentUser | null,
  id: string,
  input: DocumentDecisionInput,
  now = new Date(),
) {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await lockDocument(tx, id);
    if (!row || !(await isPersonInScope(tx, staffScope(staff), row.beneficiaryId))) throw notFound();
    const conflict = decisionConflict(row, input.decision, now);
    if (conflict) throw new AppError('conflict', conflict);
    const status = statusAfterDecision(input.decision);
    const notes = input.notes ? input.notes : null;
    await updateDocument(tx, id, {
      status,
      verificationNotes: notes,
      verificationDate: status === 'verified' ? now : null,
      verifiedBy: staff.id,
    });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: status === 'verified' ? 'document.verified' : 'document.rejected',
      targetType: BENEFICIARY_TARGET,
      targetId: row.beneficiaryId,
      // Whether notes were written, never their words: the log is not a second copy of what the person was told.
      details: { documentId: id, from: row.status, withNotes: notes !== null },
    });
    await notifyBeneficiary(tx, {
      beneficiaryId: row.beneficiaryId,
      kind: status === 'verified' ? 'document_verified' : 'document_rejected',
      params: { documentType: row.documentType },
    });
  });
  return viewDecided(db, staff, id);
}

/** Pending -> under review, so colleagues see someone is on it. */
export async function startDocumentReview(db: Database, user: CurrentUser | null, id: string) {
  const staff = requirePortal(user, 'staff');
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const row = await lockDocument(tx, id);
    if (!row || !(await isPersonInScope(tx, staffScope(staff), row.beneficiaryId))) throw notFound();
    if (!canStartDocumentReview(row.status)) throw new AppError('conflict', 'errors:documentReview.notPending');
    await updateDocument(tx, id, { status: 'under_review' satisfies DocumentStatus, verifiedBy: staff.id });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'document.review_started',
      targetType: BENEFICIARY_TARGET,
      targetId: row.beneficiaryId,
      details: { documentId: id },
    });
  });
  return viewDecided(db, staff, id);
}

/** The document as it now stands (no second audit entry: the decision's entry covers it). */
async function viewDecided(db: Database, user: CurrentUser, id: string): Promise<DocumentQueueItem> {
  return toQueueItem(await loadForReview(db, user, id));
}
