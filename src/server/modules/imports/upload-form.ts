import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_MB, MAX_IMPORT_BYTES, type ImportFormat } from '@domain/import-templates';
import { AppError } from '@server/errors';
import { refuseNulCharacterInPart, refuseSpoiltFile } from '@server/http/multipart-input';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { ImportFileInspector } from './import-file-inspector';

export interface StoredImportFile {
  key: string;
  fileName: string;
  fileSize: number;
  format: ImportFormat;
}

export interface ImportUploadForm {
  fields: Record<string, string>;
  file: StoredImportFile | null;
}

/** How the service receives an upload without knowing HTTP: it gives the key, the reader stores the file there. */
export type ImportUploadReader = (storage: FileStorage, newKey: () => string) => Promise<ImportUploadForm>;

const tooLarge = () =>
  new AppError('payload_too_large', 'errors:imports.fileTooLarge', { params: { maxMb: MAX_IMPORT_MB } });

/** Streams the file into storage through the inspector; anything refused is deleted before the error is thrown. */
async function storeImportFile(storage: FileStorage, key: string, part: MultipartFile): Promise<StoredImportFile> {
  const file = part.file as Readable & { truncated?: boolean };
  const inspector = new ImportFileInspector(MAX_IMPORT_BYTES);
  // The parser may report a body cut short before storage has begun to read (it opens its file first): with
  // no listener that would be an uncaught 'error' event. The inspector keeps the error, and storage's reading
  // of the stream still fails with it.
  inspector.on('error', () => undefined);
  file.on('error', (error) => inspector.destroy(error));
  try {
    await storage.put(key, file.pipe(inspector));
  } catch (error) {
    await storage.delete(key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  const format = inspector.format();
  if (file.truncated || inspector.tooLarge || !format) {
    await storage.delete(key);
    if (file.truncated || inspector.tooLarge) throw tooLarge();
    throw new AppError(
      'unsupported_media_type',
      inspector.otherTextEncoding() ? 'errors:imports.notUtf8' : 'errors:imports.fileFormat',
    );
  }
  return { key, fileName: part.filename.slice(0, 255) || 'upload', fileSize: inspector.bytes, format };
}

async function skip(part: MultipartFile): Promise<void> {
  part.file.resume();
  await new Promise((resolve) => part.file.once('end', resolve));
}

/** Reads the form part by part, in whatever order the client sent it; the part named "file" is the spreadsheet. */
export function importUploadReader(request: FastifyRequest): ImportUploadReader {
  return async (storage, newKey) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'errors:multipartRequired');
    const form: ImportUploadForm = { fields: {}, file: null };
    try {
      for await (const part of request.parts()) {
        refuseNulCharacterInPart(part);
        if (part.type === 'field') {
          if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        } else if (part.fieldname === 'file' && form.file === null) {
          refuseSpoiltFile(part);
          form.file = await storeImportFile(storage, newKey(), part);
        } else {
          await skip(part);
        }
      }
    } catch (error) {
      if (form.file) await storage.delete(form.file.key);
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code ?? '';
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if (code.startsWith('FST_')) throw new AppError('bad_request', 'errors:badRequest');
      throw error;
    }
    return form;
  };
}
