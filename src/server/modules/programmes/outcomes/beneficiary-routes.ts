import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@domain/paging';
import {
  followUpAnswersSchema,
  ownFollowUpVisitSchema,
  ownFollowUpVisitsSchema,
} from '@domain/programmes/follow-up-views';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { answerOwnVisit, listOwnVisits } from './own-visits';

const tags = { tags: ['beneficiary portal'], security: [{ session: [] }] };

/** A person answers their own follow-up questions, when the programme lets them. */
export function beneficiaryFollowUpRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/beneficiary/follow-up-visits',
      {
        schema: {
          ...tags,
          summary: 'My follow-up questions that have fallen due, from programmes that ask them in the portal',
          response: { 200: ownFollowUpVisitsSchema },
        },
      },
      async (request) => listOwnVisits(db, portalUser(request), requestLanguage(request)),
    );

    app.put(
      '/api/v1/beneficiary/follow-up-visits/:id',
      {
        schema: {
          ...tags,
          summary: 'Answer my follow-up questions (404 for anyone else’s, or once an officer recorded the visit)',
          params: idParamsSchema,
          body: followUpAnswersSchema,
          response: { 200: ownFollowUpVisitSchema },
        },
      },
      async (request) =>
        answerOwnVisit(db, portalUser(request), request.params.id, request.body.answers, requestLanguage(request)),
    );
  };
}
