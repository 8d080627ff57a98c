import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { cycleInputSchema, preparePaymentsSchema, visitInputSchema } from '@domain/programmes/cycles-plan';
import {
  cycleDetailSchema,
  cycleListSchema,
  cycleSummarySchema,
  paymentPlanSchema,
  preparedPaymentsSchema,
} from '@domain/programmes/cycles-views';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { ownPaymentPlan } from './beneficiary-plan';
import { preparePayments } from './prepare';
import { createCycle, listProgrammeCycles, recordVisit, viewCycle } from './service';

const BASE = '/api/v1/staff/programmes/:id/cycles';
const tags = { tags: ['staff programmes'], security: [{ session: [] }] };
const programmeParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const cycleParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  cycleId: z.string().check(z.maxLength(100)),
});

/** A programme's cycles, who is due and held in each, verification visits and preparing payments. */
export function staffCycleRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: "The programme's cycles, first first",
          params: programmeParams,
          response: { 200: cycleListSchema },
        },
      },
      async (request) => listProgrammeCycles(db, portalUser(request), request.params.id),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Open a cycle of the programme with its entitlement plan (programme design permission; 403 otherwise)',
          params: programmeParams,
          body: cycleInputSchema,
          response: { 201: cycleSummarySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCycle(db, portalUser(request), request.params.id, request.body)),
    );

    app.get(
      `${BASE}/:cycleId`,
      {
        schema: {
          ...tags,
          summary: 'One cycle: each person in my scope with every instalment due, held (and why), in payment or paid',
          params: cycleParams,
          response: { 200: cycleDetailSchema },
        },
      },
      async (request) => viewCycle(db, portalUser(request), request.params.id, request.params.cycleId),
    );

    app.post(
      `${BASE}/:cycleId/visits`,
      {
        schema: {
          ...tags,
          summary: 'Record a verification visit to a person of the cycle (a tranche may wait on it)',
          params: cycleParams,
          body: visitInputSchema,
          response: { 201: z.object({ id: z.string() }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await recordVisit(db, portalUser(request), request.params.id, request.params.cycleId, request.body)),
    );

    app.post(
      `${BASE}/:cycleId/prepare-payments`,
      {
        schema: {
          ...tags,
          summary:
            'Put every instalment due into payment batches awaiting another staff member’s approval; 409 when nothing is due',
          params: cycleParams,
          body: preparePaymentsSchema,
          response: { 201: preparedPaymentsSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await preparePayments(db, portalUser(request), request.params.id, request.params.cycleId, request.body),
          ),
    );
  };
}

export function beneficiaryPaymentPlanRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/payment-plan',
      {
        schema: {
          tags: ['beneficiary portal'],
          security: [{ session: [] }],
          summary: 'My payment plan in each programme cycle: what was paid, what is next and what it waits on',
          response: { 200: paymentPlanSchema },
        },
      },
      async (request) => ownPaymentPlan(db, portalUser(request), requestLanguage(request)),
    );
  };
}
