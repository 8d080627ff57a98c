import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { AppError } from '@server/errors';
import { StoredFileNotFoundError, type FileStorage } from '@server/platform/storage/file-storage';
import { contentDisposition } from './content-disposition';

export interface DocumentFile {
  stream: Readable;
  mimeType: string;
  fileSize: number;
  disposition: string;
}

/** Opens a document's stored file, named after the document; a file gone from storage is a 404. */
export async function openDocumentFile(
  storage: FileStorage,
  row: { storageKey: string; mimeType: string; fileSize: number; documentName: string },
  kind: 'inline' | 'attachment',
): Promise<DocumentFile> {
  try {
    const stream = await storage.get(row.storageKey);
    return {
      stream,
      mimeType: row.mimeType,
      fileSize: row.fileSize,
      disposition: contentDisposition(kind, row.documentName, row.mimeType),
    };
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) throw new AppError('not_found', 'errors:documentFileMissing');
    throw error;
  }
}

/** Streams the file with the type the server checked on upload, never sniffed, never cached. */
export function sendDocumentFile(reply: FastifyReply, file: DocumentFile): FastifyReply {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.fileSize))
    .header('Content-Disposition', file.disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
