import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  beneficiaryDocumentSchema,
  documentsPageSchema,
  expiringDocumentsSchema,
  MAX_DOCUMENT_BYTES,
} from '@domain/documents';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
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

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
const uploadSummary =
  'multipart/form-data: documentType, documentName, expiryDate (optional), file (PDF, JPG, PNG, DOC or DOCX, at most 10MB)';

/** The beneficiary's own documents: upload, list, view or download, and re-upload after a rejection. */
export function documentsRoutes(db: Database, storage: FileStorage): FastifyPluginAsyncZod {
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
          response: { 201: beneficiaryDocumentSchema },
        },
      },
      async (request, reply) => {
        const document = await uploadDocument(deps, portalUser(request), multipartReader(request, discard));
        return reply.status(201).send(document);
      },
    );

    app.get(
      '/api/v1/beneficiary/documents',
      {
        schema: {
          ...tags,
          summary: 'My documents, newest first',
          querystring: pagingQuerySchema(),
          response: { 200: documentsPageSchema },
        },
      },
      async (request) => listOwnDocuments(db, portalUser(request), request.query.page, request.query.pageSize),
    );

    app.get(
      '/api/v1/beneficiary/documents/expiring',
      {
        schema: {
          ...tags,
          summary: 'My documents that have expired or expire within 30 days',
          response: { 200: expiringDocumentsSchema },
        },
      },
      async (request) => ({ items: await listOwnExpiringDocuments(db, portalUser(request)) }),
    );

    app.get(
      '/api/v1/beneficiary/documents/:id/file',
      {
        schema: {
          ...tags,
          summary: 'The file of one of my documents (View: inline, Download: attachment)',
          params: idParamsSchema,
          querystring: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
        },
      },
      async (request, reply) => {
        const file = await openOwnDocumentFile(deps, portalUser(request), request.params.id, request.query.disposition);
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
          params: idParamsSchema,
          response: { 200: beneficiaryDocumentSchema },
        },
      },
      async (request) =>
        reuploadDocument(deps, portalUser(request), request.params.id, multipartReader(request, discard)),
    );
  };
}
