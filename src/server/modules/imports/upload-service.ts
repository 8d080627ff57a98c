import { z } from 'zod';
import { IMPORT_MODES, IMPORT_TYPES } from '@domain/import-templates';
import type { ImportView } from '@domain/import-view';
import type { CurrentUser } from '@domain/me';
import { requirePortal } from '@server/auth/guards';
import type { Database } from '@server/db/client';
import { AppError, type FieldIssue } from '@server/errors';
import { recordAudit } from '@server/platform/audit-log';
import type { ServerLanguage } from '@server/platform/i18n';
import { enqueue } from '@server/platform/jobs/enqueue-job';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { insertImport } from './queries';
import { newImportKey, toImportView } from './service';
import type { ImportUploadReader } from './upload-form';
import { VALIDATE_IMPORT_JOB } from './validate-job';

const uploadFieldsSchema = z.object({
  type: z.enum(IMPORT_TYPES, { error: 'validation:imports.typeInvalid' }),
  mode: z.enum(IMPORT_MODES, { error: 'validation:imports.modeInvalid' }).default('create'),
});

export interface ImportDeps {
  db: Database;
  storage: FileStorage;
}

/**
 * Stores the file (checked by content, at most 50MB), records the import and
 * queues its validation in one transaction: the job exists exactly when the
 * import does. Answers at once; the file is read in the background.
 */
export async function uploadImport(
  deps: ImportDeps,
  user: CurrentUser | null,
  readUpload: ImportUploadReader,
  language: ServerLanguage,
): Promise<ImportView> {
  const staff = requirePortal(user, 'staff');
  const { fields, file } = await readUpload(deps.storage, newImportKey);
  const parsed = uploadFieldsSchema.safeParse(fields);
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (!file) issues.push({ path: 'file', message: 'validation:imports.fileRequired' });
  if (!parsed.success || !file) {
    if (file) await deps.storage.delete(file.key);
    throw new AppError('validation', issues[0]!.message, { fields: issues });
  }
  try {
    const record = await deps.db.transaction(async (tx) => {
      const row = await insertImport(tx, {
        type: parsed.data.type,
        mode: parsed.data.mode,
        fileName: file.fileName,
        storageKey: file.key,
        fileSize: file.fileSize,
        format: file.format,
        status: 'validating',
        uploadedByUserId: staff.id,
      });
      await enqueue(tx, VALIDATE_IMPORT_JOB, { importId: row.id }, { singletonKey: `import-validate:${row.id}` });
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: 'import.upload',
        targetType: 'import',
        targetId: row.id,
        details: { type: row.type, mode: row.mode, format: row.format, fileSize: row.fileSize },
      });
      return row;
    });
    return toImportView(record, [], language);
  } catch (error) {
    await deps.storage.delete(file.key);
    throw error;
  }
}
