import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_STATUSES, MAX_DOCUMENT_BYTES } from '@domain/documents';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import type { FileStorage } from '@server/platform/storage/file-storage';
import {
  listOwnDocuments,
  listOwnExpiringDocuments,
  openOwnDocumentFile,
  reuploadDocument,
  uploadDocument,
} from './service';
import { sendDocumentFile } from './send-document-file';
import { multipartReader } from './upload-form';

const documentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  documentName: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  expiryDate: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  verificationNotes: z.string().nullable(),
  verificationDate: z.string().nullable(),
  uploadedAt: z.string(),
  canReupload: z.boolean(),
});

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const idParams = z.object({ id: z.string().max(100) });
const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const uploadSummary =
  'multipart/form-data: documentType, documentName, expiryDate (optional), file (PDF, JPG, PNG, DOC or DOCX, at most 10MB)';

/** The beneficiary's own documents: upload, list, view or download, and re-upload after a rejection. */
export function documentsRoutes(
  db: Database,
  loadCurrentUser: CurrentUserLoader,
  storage: FileStorage,
): FastifyPluginAsyncZod {
  const deps = { db, storage };
  const discard = (stored: { key: string }) => storage.delete(stored.key);

  return async (app) => {
    // Multipart is parsed only by these routes; the size limit is the spec's, the rest keeps a form small.
    await app.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });

    app.post(
      '/api/v1/beneficiary/documents',
      {
        schema: {
          ...tags,
          summary: `Upload a document (${uploadSummary})`,
          consumes: ['multipart/form-data'],
          response: { 201: documentSchema },
        },
      },
      async (request, reply) => {
        const document = await uploadDocument(deps, await loadCurrentUser(request), multipartReader(request, discard));
        return reply.status(201).send(document);
      },
    );

    app.get(
      '/api/v1/beneficiary/documents',
      {
        schema: {
          ...tags,
          summary: 'My documents, newest first',
          querystring: pageQuery,
          response: {
            200: z.object({
              items: z.array(documentSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
            }),
          },
        },
      },
      async (request) =>
        listOwnDocuments(db, await loadCurrentUser(request), request.query.page, request.query.pageSize),
    );

    app.get(
      '/api/v1/beneficiary/documents/expiring',
      {
        schema: {
          ...tags,
          summary: 'My documents that have expired or expire within 30 days',
          response: { 200: z.object({ items: z.array(documentSchema) }) },
        },
      },
      async (request) => ({ items: await listOwnExpiringDocuments(db, await loadCurrentUser(request)) }),
    );

    app.get(
      '/api/v1/beneficiary/documents/:id/file',
      {
        schema: {
          ...tags,
          summary: 'The file of one of my documents (View: inline, Download: attachment)',
          params: idParams,
          querystring: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
        },
      },
      async (request, reply) => {
        const file = await openOwnDocumentFile(
          deps,
          await loadCurrentUser(request),
          request.params.id,
          request.query.disposition,
        );
        return sendDocumentFile(reply, file);
      },
    );

    app.post(
      '/api/v1/beneficiary/documents/:id/reupload',
      {
        schema: {
          ...tags,
          summary: 'Replace the file of a rejected document (multipart/form-data: file); it goes back to pending',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: documentSchema },
        },
      },
      async (request) =>
        reuploadDocument(deps, await loadCurrentUser(request), request.params.id, multipartReader(request, discard)),
    );
  };
}
