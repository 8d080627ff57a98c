import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_QUEUE_STATUSES,
  documentDecisionSchema,
  documentQueueItemSchema,
  documentQueuePageSchema,
  documentQueueQuerySchema,
  documentReviewSchema,
} from '@domain/document-review';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
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

const BASE = '/api/v1/staff/documents';
const tags = { tags: ['staff document verification'], security: [{ session: [] }] };
const params = idParamsSchema;

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
export function staffDocumentsRoutes(db: Database, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Documents in one status (pending and under review unless one is asked for), oldest upload first',
          querystring: documentQueueQuerySchema,
          response: { 200: documentQueuePageSchema },
        },
      },
      async (request) => {
        const { status, type, camp, page, pageSize } = request.query;
        const statuses = status ? [status] : DEFAULT_QUEUE_STATUSES;
        return listDocumentQueue(db, portalUser(request), { statuses, type, camp }, page, pageSize);
      },
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: "A document with its person's registry summary (audited as document.view)",
          params,
          response: { 200: documentReviewSchema },
        },
      },
      async (request) => viewDocumentForReview(db, portalUser(request), request.params.id),
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
        const file = await openDocumentFileForStaff(db, storage, portalUser(request), request.params.id);
        return sendDocumentFile(frameableBySelf(reply), file);
      },
    );

    app.post(
      `${BASE}/:id/start-review`,
      {
        schema: {
          ...tags,
          summary: 'Take a pending document under review',
          params,
          response: { 200: documentQueueItemSchema },
        },
      },
      async (request) => startDocumentReview(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/decision`,
      {
        schema: {
          ...tags,
          summary: 'Verify, or reject with notes the person reads; the person is told in the portal and by e-mail',
          params,
          body: documentDecisionSchema,
          response: { 200: documentQueueItemSchema },
        },
      },
      async (request) => decideDocument(db, portalUser(request), request.params.id, request.body),
    );
  };
}
