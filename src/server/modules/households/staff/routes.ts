import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declaredMemberSchema,
  householdChangeSchema,
  householdMemberParamsSchema,
  householdSchema,
  memberRelationshipSchema,
  personHouseholdSchema,
  reconcileSchema,
} from '@domain/households';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import type { HouseholdDeps } from '../household-deps';
import { reconcileDeclaration } from './reconcile';
import { changeHousehold, changeMemberRelationship, viewHousehold, viewPersonHousehold } from './service';

const BASE = '/api/v1/staff/households';
const tags = { tags: ['staff households'], security: [{ session: [] }] };

/** Households as staff see and correct them, and the reconciliation of members beneficiaries declared. */
export function staffHouseholdRoutes(db: Database, deps: HouseholdDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One household: members, programmes, payments, history (audited as household.view)',
          params: idParamsSchema,
          response: { 200: householdSchema },
        },
      },
      async (request) => viewHousehold(db, portalUser(request), request.params.id, requestLanguage(request)),
    );

    app.get(
      '/api/v1/staff/beneficiaries/:beneficiaryId/household',
      {
        schema: {
          ...tags,
          summary: "The household panel of a person's record",
          params: z.object({ beneficiaryId: z.string().max(100) }),
          response: { 200: personHouseholdSchema },
        },
      },
      async (request) => viewPersonHousehold(db, portalUser(request), request.params.beneficiaryId),
    );

    app.put(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: "Correct a household's size, income and head",
          params: idParamsSchema,
          body: householdChangeSchema,
          response: { 200: householdSchema },
        },
      },
      async (request) =>
        changeHousehold(db, portalUser(request), request.params.id, request.body, requestLanguage(request)),
    );

    app.put(
      `${BASE}/:id/members/:beneficiaryId`,
      {
        schema: {
          ...tags,
          summary: "A member's relationship to the head",
          params: householdMemberParamsSchema,
          body: memberRelationshipSchema,
          response: { 200: householdSchema },
        },
      },
      async (request) =>
        changeMemberRelationship(
          db,
          portalUser(request),
          request.params.id,
          request.params.beneficiaryId,
          request.body,
          requestLanguage(request),
        ),
    );

    app.post(
      '/api/v1/staff/household-declarations/:id/reconcile',
      {
        schema: {
          ...tags,
          summary: 'Match a declared member to a registry person (who joins the household), or mark them not there',
          params: idParamsSchema,
          body: reconcileSchema,
          response: { 200: declaredMemberSchema },
        },
      },
      async (request) => reconcileDeclaration(db, deps, portalUser(request), request.params.id, request.body),
    );
  };
}
