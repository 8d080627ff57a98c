import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchVerificationSchema,
  drawSampleInputSchema,
  paymentChecksSchema,
  recordedAnswerSchema,
  verificationAnswerSchema,
} from '@domain/payment-verification';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { answerOwnPaymentCheck, listOwnPaymentChecks } from './beneficiary-service';
import { drawBatchSample, recordPhoneAnswer, viewBatchVerification } from './staff-service';

const STAFF_BASE = '/api/v1/staff/payment-batches/:id/verification';
const staffTags = { tags: ['staff payments'], security: [{ session: [] }] };
const paymentParams = z.strictObject({ id: z.string().max(100), paymentId: z.string().max(100) });

/** Post-distribution monitoring of a completed batch: its sample, and answers taken by phone. */
export function staffVerificationRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      STAFF_BASE,
      {
        schema: {
          ...staffTags,
          summary: "A batch's verification sample, each person's answer, the rate and the findings",
          params: idParamsSchema,
          response: { 200: batchVerificationSchema },
        },
      },
      async (request) => viewBatchVerification(db, portalUser(request), request.params.id),
    );

    app.post(
      `${STAFF_BASE}/sample`,
      {
        schema: {
          ...staffTags,
          summary: 'Draws the sample of a completed batch once; the same people however often it is drawn',
          params: idParamsSchema,
          body: drawSampleInputSchema,
          response: { 200: batchVerificationSchema },
        },
      },
      async (request) => drawBatchSample(db, portalUser(request), request.params.id, request.body.percent),
    );

    app.put(
      `${STAFF_BASE}/:paymentId`,
      {
        schema: {
          ...staffTags,
          summary: 'What a sampled person said on the phone; a problem opens one complaint',
          params: paymentParams,
          body: verificationAnswerSchema,
          response: { 200: recordedAnswerSchema },
        },
      },
      async (request) =>
        recordPhoneAnswer(db, portalUser(request), request.params.id, request.params.paymentId, request.body),
    );
  };
}

/** The person's side: the payments they are asked about, and their answers. */
export function beneficiaryPaymentCheckRoutes(db: Database): FastifyPluginAsyncZod {
  const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/payment-checks',
      {
        schema: {
          ...tags,
          summary: 'My payments the agency asks about: did the money arrive in full?',
          response: { 200: paymentChecksSchema },
        },
      },
      async (request) => listOwnPaymentChecks(db, portalUser(request)),
    );

    app.put(
      '/api/v1/beneficiary/payment-checks/:paymentId',
      {
        schema: {
          ...tags,
          summary: 'My answer about one payment; a problem opens a complaint I can follow',
          params: z.strictObject({ paymentId: z.string().max(100) }),
          body: verificationAnswerSchema,
          response: { 200: recordedAnswerSchema },
        },
      },
      async (request) => answerOwnPaymentCheck(db, portalUser(request), request.params.paymentId, request.body),
    );
  };
}
