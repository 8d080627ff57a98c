import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPS } from '@domain/beneficiary-profile';
import { DEFAULT_QUEUE_STATUSES, documentDecisionSchema } from '@domain/document-review';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@domain/documents';
import { STAFF_PAGE_SIZE } from '@domain/registry';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { sendDocumentFile } from '../beneficiary/send-document-file';
import {
  decideDocument,
  listDocumentQueue,
  openDocumentFileForStaff,
  startDocumentReview,
  viewDocumentForReview,
} from './service';

const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  progresId: z.string().nullable(),
  location: z.string().nullable(),
});

const itemSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  documentName: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  expiryDate: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  uploadedAt: z.string(),
  verificationNotes: z.string().nullable(),
  verificationDate: z.string().nullable(),
  person: personSchema,
});

const reviewSchema = itemSchema.extend({
  verifiedByName: z.string().nullable(),
  pastExpiry: z.boolean().describe('its expiry date has passed: it may be rejected, not verified'),
  person: personSchema.extend({
    status: z.string(),
    dateOfBirth: z.string().nullable(),
    nationality: z.string().nullable(),
  }),
  otherDocuments: z.array(
    z.object({
      id: z.string(),
      documentType: z.string(),
      documentName: z.string(),
      status: z.enum(DOCUMENT_STATUSES),
      uploadedAt: z.string(),
      expiryDate: z.string().nullable(),
    }),
  ),
});

const BASE = '/api/v1/staff/documents';
const tags = { tags: ['staff document verification'], security: [{ session: [] }] };
const params = z.object({ id: z.string().max(100) });

/*
 * The file is shown in a frame beside the person's record, so this one
 * response may be framed by our own pages; the rest of the app's policy stays
 * as it is, and every other response keeps frame-ancestors 'none'.
 */
function frameableBySelf(reply: FastifyReply): FastifyReply {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  return reply
    .header('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
    .header('X-Frame-Options', 'SAMEORIGIN');
}

/** Staff check the documents people upload: a queue, the file beside the record, and a decision. */
export function staffDocumentsRoutes(
  db: Database,
  loadCurrentUser: CurrentUserLoader,
  storage: FileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Documents in one status (pending and under review unless one is asked for), oldest upload first',
          querystring: z.strictObject({
            status: z.enum(DOCUMENT_STATUSES).optional(),
            type: z.enum(DOCUMENT_TYPES).optional(),
            camp: z.enum(CAMPS).optional(),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
          }),
          response: {
            200: z.object({ items: z.array(itemSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
          },
        },
      },
      async (request) => {
        const { status, type, camp, page, pageSize } = request.query;
        const statuses = status ? [status] : DEFAULT_QUEUE_STATUSES;
        return listDocumentQueue(db, await loadCurrentUser(request), { statuses, type, camp }, page, pageSize);
      },
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: "A document with its person's registry summary (audited as document.view)",
          params,
          response: { 200: reviewSchema },
        },
      },
      async (request) => viewDocumentForReview(db, await loadCurrentUser(request), request.params.id),
    );

    app.get(
      `${BASE}/:id/file`,
      {
        schema: {
          ...tags,
          summary:
            'The file: inline for PDF, JPG and PNG (shown beside the record), attachment for Word files (audited as document.file_view)',
          params,
        },
      },
      async (request, reply) => {
        const file = await openDocumentFileForStaff(db, storage, await loadCurrentUser(request), request.params.id);
        return sendDocumentFile(frameableBySelf(reply), file);
      },
    );

    app.post(
      `${BASE}/:id/start-review`,
      { schema: { ...tags, summary: 'Take a pending document under review', params, response: { 200: itemSchema } } },
      async (request) => startDocumentReview(db, await loadCurrentUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/decision`,
      {
        schema: {
          ...tags,
          summary: 'Verify, or reject with notes the person reads; the person is told in the portal and by e-mail',
          params,
          body: documentDecisionSchema,
          response: { 200: itemSchema },
        },
      },
      async (request) => decideDocument(db, await loadCurrentUser(request), request.params.id, request.body),
    );
  };
}
