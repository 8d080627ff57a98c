import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@server/errors';
import { refuseNulCharacterInPart, refuseSpoiltFile } from '@server/http/multipart-input';
import type { StoredUpload, UploadStream } from './store-upload';

/** The file part is called "file"; every other part is a text field. */
export const FILE_FIELD = 'file';

export interface UploadForm {
  fields: Record<string, string>;
  file: StoredUpload | null;
}

/** How a service receives an upload without knowing HTTP: it says how to store the file, the reader does the rest. */
export type UploadReader = (storeFile: (file: UploadStream) => Promise<StoredUpload>) => Promise<UploadForm>;

const MULTIPART_LIMIT_ERRORS: Record<string, string> = {
  FST_FILES_LIMIT: 'errors:documentOneFile',
  FST_FIELDS_LIMIT: 'errors:badRequest',
  FST_PARTS_LIMIT: 'errors:badRequest',
  FST_PROTO_VIOLATION: 'errors:badRequest',
};

async function skip(part: MultipartFile): Promise<void> {
  part.file.resume();
  await new Promise((resolve) => part.file.once('end', resolve));
}

/**
 * Reads a multipart form part by part, in whatever order the client sent it,
 * handing the file to `storeFile` as a stream. When anything fails after the
 * file was stored, the stored file is removed again through `discard`.
 */
export function multipartReader(
  request: FastifyRequest,
  discard: (stored: StoredUpload) => Promise<void>,
): UploadReader {
  return async (storeFile) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'errors:multipartRequired');
    const form: UploadForm = { fields: {}, file: null };
    try {
      for await (const part of request.parts()) {
        refuseNulCharacterInPart(part);
        if (part.type === 'field') {
          if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        } else if (part.fieldname === FILE_FIELD && form.file === null) {
          refuseSpoiltFile(part);
          form.file = await storeFile(part.file);
        } else {
          await skip(part);
        }
      }
    } catch (error) {
      if (form.file) await discard(form.file);
      const key = MULTIPART_LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
      throw key ? new AppError('bad_request', key) : error;
    }
    return form;
  };
}
