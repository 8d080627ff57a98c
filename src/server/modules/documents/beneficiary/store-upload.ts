import type { Readable } from 'node:stream';
import { DOCUMENT_FORMAT_NAMES, MAX_DOCUMENT_BYTES } from '@domain/documents';
import { AppError } from '@server/errors';
import type { FileType } from '@server/platform/file-type';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { UploadInspector } from './upload-inspector';

export interface StoredUpload {
  key: string;
  fileSize: number;
  sha256: string;
  type: FileType;
}

/** The file stream of a multipart part: the parser marks it truncated past its size limit. */
export type UploadStream = Readable & { truncated?: boolean };

/**
 * Streams an uploaded file into storage under `key` while checking it, and
 * keeps it only if it is one of the accepted formats (by its bytes) within the
 * size limit. Anything refused is deleted before the error is thrown.
 */
export async function storeUpload(storage: FileStorage, key: string, file: UploadStream): Promise<StoredUpload> {
  const inspector = new UploadInspector(MAX_DOCUMENT_BYTES);
  // The parser may report a body cut short before storage has begun to read (it opens its file first): with
  // no listener that would be an uncaught 'error' event. The inspector keeps the error, and storage's reading
  // of the stream still fails with it.
  inspector.on('error', () => undefined);
  file.on('error', (error) => inspector.destroy(error));
  try {
    await storage.put(key, file.pipe(inspector));
  } catch (error) {
    await storage.delete(key);
    throw error;
  }

  const type = inspector.fileType();
  if (file.truncated || inspector.tooLarge || !type) {
    await storage.delete(key);
    if (file.truncated || inspector.tooLarge) {
      throw new AppError('payload_too_large', 'errors:documentTooLarge', {
        params: { maxMb: MAX_DOCUMENT_BYTES / 1024 / 1024 },
      });
    }
    throw new AppError('unsupported_media_type', 'errors:documentFormat', {
      params: { formats: DOCUMENT_FORMAT_NAMES },
    });
  }
  return { key, fileSize: inspector.bytes, sha256: inspector.sha256(), type };
}
