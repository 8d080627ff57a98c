import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@domain/paging';
import {
  referralAssigneesSchema,
  referralAssignSchema,
  referralCloseSchema,
  referralCreateSchema,
  referralDeclineSchema,
  referralDetailSchema,
  referralListQuerySchema,
  referralOverdueSchema,
  referralPageSchema,
} from '@domain/referrals';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { acceptReferral, assignReferral, closeReferral, declineReferral } from './decisions';
import {
  createReferral,
  listOrganisationReferrals,
  overdueReferrals,
  referralAssignees,
  viewReferral,
} from './service';

const BASE = '/api/v1/staff/referrals';
const tags = { tags: ['staff referrals'], security: [{ session: [] }] };
const params = idParamsSchema;

/** Referrals between organisations, staff side: the two organisations a referral joins, nobody else. */
export function staffReferralRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Referrals my organisation sent (?box=sent) or received (default), newest first',
          querystring: referralListQuerySchema,
          response: { 200: referralPageSchema },
        },
      },
      async (request) => {
        const { box, page, pageSize } = request.query;
        return listOrganisationReferrals(db, portalUser(request), box, page, pageSize);
      },
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Refer a person in my scope to another organisation, sharing only the fields chosen',
          body: referralCreateSchema,
          response: { 201: referralDetailSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createReferral(db, portalUser(request), request.body)),
    );

    app.get(
      `${BASE}/overdue`,
      {
        schema: {
          ...tags,
          summary: 'How many open referrals are past their due day, received and sent (for the dashboard)',
          response: { 200: referralOverdueSchema },
        },
      },
      async (request) => overdueReferrals(db, portalUser(request)),
    );

    app.get(
      `${BASE}/assignees`,
      {
        schema: {
          ...tags,
          summary: 'The active staff of my organisation a received referral may be assigned to',
          response: { 200: referralAssigneesSchema },
        },
      },
      async (request) => referralAssignees(db, portalUser(request)),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One referral with the person as shared (audited); 404 for a third organisation',
          params,
          response: { 200: referralDetailSchema },
        },
      },
      async (request) => viewReferral(db, portalUser(request), request.params.id),
    );

    const decision = { ...tags, params, response: { 200: referralDetailSchema } };
    app.post(
      `${BASE}/:id/accept`,
      { schema: { ...decision, summary: 'The receiving organisation accepts a sent referral (409 otherwise)' } },
      async (request) => acceptReferral(db, portalUser(request), request.params.id),
    );
    app.post(
      `${BASE}/:id/decline`,
      {
        schema: {
          ...decision,
          summary: 'The receiving organisation declines a sent referral, saying why',
          body: referralDeclineSchema,
        },
      },
      async (request) => declineReferral(db, portalUser(request), request.params.id, request.body.reason),
    );
    app.post(
      `${BASE}/:id/assign`,
      {
        schema: {
          ...decision,
          summary: 'Give an open received referral to a staff member of my organisation (none: to me)',
          body: referralAssignSchema,
        },
      },
      async (request) => assignReferral(db, portalUser(request), request.params.id, request.body.userId),
    );
    app.post(
      `${BASE}/:id/close`,
      {
        schema: {
          ...decision,
          summary: 'Close an accepted referral with its outcome',
          body: referralCloseSchema,
        },
      },
      async (request) => closeReferral(db, portalUser(request), request.params.id, request.body.outcome),
    );
  };
}
