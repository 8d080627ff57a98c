import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchApprovalSchema,
  batchRejectionSchema,
  disbursementSchema,
  MAX_RESULT_FILE_BYTES,
  MAX_RESULT_FILE_MB,
  paymentBatchInputSchema,
  batchDetailSchema,
  batchItemSchema,
  batchPageSchema,
  batchPaymentPageSchema,
  resultSummarySchema,
  settledPaymentSchema,
  settleByHandSchema,
} from '@domain/payment-batch';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { PAYMENT_BATCH_STATUSES, PAYMENT_STATUSES } from '@domain/payments';
import { portalUser } from '@server/auth/portal-guard';
import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import { requestLanguage } from '@server/http/problem';
import { mpesaAvailable } from '../mpesa/mpesa-availability';
import { resumeMpesaBatch } from '../mpesa/resume-batch';
import { approvePaymentBatch, cancelPaymentBatch, rejectPaymentBatch } from './decisions';
import { disbursePaymentBatch } from './disburse';
import { exportProviderFile } from './provider-file';
import { importProviderResults } from './result-file';
import { settlePaymentByHand } from './settle-by-hand';
import { createPaymentBatch, listPaymentBatches, listPaymentsOfBatch, viewPaymentBatch } from './service';

const BASE = '/api/v1/staff/payment-batches';
const tags = { tags: ['staff payments'], security: [{ session: [] }] };
const params = idParamsSchema;
const paging = pagingQuerySchema().shape;

const tooLarge = () =>
  new AppError('payload_too_large', 'errors:imports.fileTooLarge', { params: { maxMb: MAX_RESULT_FILE_MB } });

/** The one part named "file" of a multipart form, in memory: a result file is small. */
async function readResultFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'errors:multipartRequired');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError('validation', 'errors:payments.resultFileMissing');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code.startsWith('FST_')) throw new AppError('bad_request', 'errors:badRequest');
    throw error;
  }
}

/** Payment batches (staff only): create, maker-checker decision, disbursement, the file provider's upload and result files. */
export function staffPaymentsRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  const options = { mpesaConfigured: mpesaAvailable(config) };
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_RESULT_FILE_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
    });

    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Payment batches, newest first, by status and project',
          querystring: z.strictObject({
            status: z.enum(PAYMENT_BATCH_STATUSES).optional(),
            projectId: z.string().max(100).optional(),
            ...paging,
          }),
          response: { 200: batchPageSchema },
        },
      },
      async (request) => {
        const { status, projectId, page, pageSize } = request.query;
        return listPaymentBatches(db, portalUser(request), { status, projectId }, page, pageSize);
      },
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            "A batch paying each of a project's enrolled people for a period; awaits another staff member's approval",
          body: paymentBatchInputSchema,
          response: { 201: batchItemSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await createPaymentBatch(db, portalUser(request), request.body)),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One batch, its payments by status and what the viewer may do',
          params,
          response: { 200: batchDetailSchema },
        },
      },
      async (request) => viewPaymentBatch(db, portalUser(request), request.params.id, options),
    );

    app.get(
      `${BASE}/:id/payments`,
      {
        schema: {
          ...tags,
          summary: "A batch's payments by name: amount, status, failure reason, reference",
          params,
          querystring: z.strictObject({
            status: z.enum(PAYMENT_STATUSES).optional(),
            // Only the payments M-Pesa never answered about, to check in the M-Pesa portal.
            needsCheck: z
              .enum(['true', 'false'])
              .transform((value) => value === 'true')
              .optional(),
            ...paging,
          }),
          response: { 200: batchPaymentPageSchema },
        },
      },
      async (request) => listPaymentsOfBatch(db, portalUser(request), request.params.id, request.query),
    );

    app.post(
      `${BASE}/:id/approve`,
      {
        schema: {
          ...tags,
          summary: 'Approve (not by its creator: 403)',
          params,
          body: z.preprocess((value) => value ?? {}, batchApprovalSchema),
          response: { 200: batchItemSchema },
        },
      },
      async (request) => approvePaymentBatch(db, portalUser(request), request.params.id, request.body?.note),
    );

    app.post(
      `${BASE}/:id/reject`,
      {
        schema: {
          ...tags,
          summary: 'Reject with a note (not by its creator: 403); its payments fail',
          params,
          body: batchRejectionSchema,
          response: { 200: batchItemSchema },
        },
      },
      async (request) => rejectPaymentBatch(db, portalUser(request), request.params.id, request.body.note),
    );

    app.post(
      `${BASE}/:id/cancel`,
      {
        schema: {
          ...tags,
          summary: 'Cancel before disbursing (its creator or an administrator); its payments fail',
          params,
          response: { 200: batchItemSchema },
        },
      },
      async (request) => cancelPaymentBatch(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/disburse`,
      {
        schema: {
          ...tags,
          summary: 'Pay an approved batch through the file provider or M-Pesa',
          params,
          body: disbursementSchema,
          response: { 200: batchItemSchema },
        },
      },
      async (request) =>
        disbursePaymentBatch(db, portalUser(request), request.params.id, request.body.provider, options),
    );

    app.post(
      `${BASE}/:id/resume-mpesa`,
      {
        schema: {
          ...tags,
          summary:
            'Send a disbursing M-Pesa batch again after its configuration was fixed (pending and released payments only)',
          params,
          response: { 200: batchItemSchema },
        },
      },
      async (request) => resumeMpesaBatch(db, portalUser(request), request.params.id, options),
    );

    app.post(
      `${BASE}/:id/payments/:paymentId/settle`,
      {
        schema: {
          ...tags,
          summary:
            'Record what the M-Pesa portal shows for a processing M-Pesa payment: completed with the receipt, or failed with a reason (moves no money; audited)',
          params: z.object({ id: z.string().max(100), paymentId: z.string().max(100) }),
          body: settleByHandSchema,
          response: { 200: settledPaymentSchema },
        },
      },
      async (request) =>
        settlePaymentByHand(db, portalUser(request), request.params.id, request.params.paymentId, request.body),
    );

    app.get(
      `${BASE}/:id/provider-file.csv`,
      {
        schema: {
          ...tags,
          summary: "The file provider's upload file: reference, payee account, amount, batch reference (audited)",
          params,
        },
      },
      async (request, reply) => {
        const file = await exportProviderFile(db, portalUser(request), request.params.id);
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('X-Row-Count', String(file.rowCount))
          .header('X-Content-Type-Options', 'nosniff')
          .type('text/csv; charset=utf-8')
          .send(file.body);
      },
    );

    app.post(
      `${BASE}/:id/provider-results`,
      {
        schema: {
          ...tags,
          summary:
            "The provider's result file (multipart CSV or XLSX: reference, status, receipt, reason); applying it again changes nothing",
          params,
          consumes: ['multipart/form-data'],
          response: { 200: resultSummarySchema },
        },
      },
      async (request) => {
        const user = portalUser(request);
        return importProviderResults(
          db,
          user,
          request.params.id,
          await readResultFile(request),
          requestLanguage(request),
        );
      },
    );
  };
}
