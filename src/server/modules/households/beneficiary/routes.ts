import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredMemberInputSchema, declaredMemberListSchema, declaredMemberSchema } from '@domain/households';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import type { LoadOwnPerson } from '../household-deps';
import { declareMember, listDeclaredMembers, removeDeclaredMember } from './service';

const BASE = '/api/v1/beneficiary/household-members';
const tags = { tags: ['beneficiary household'], security: [{ session: [] }] };

/** The members of their household a beneficiary declares in their profile. */
export function beneficiaryHouseholdRoutes(db: Database, loadOwnPerson: LoadOwnPerson): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      { schema: { ...tags, summary: 'My declared household members', response: { 200: declaredMemberListSchema } } },
      async (request) => listDeclaredMembers(db, loadOwnPerson, portalUser(request)),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Declare a household member (409 past the limit)',
          body: declaredMemberInputSchema,
          response: { 201: declaredMemberSchema },
        },
      },
      async (request, reply) => {
        const member = await declareMember(db, loadOwnPerson, portalUser(request), request.body);
        return reply.code(201).send(member);
      },
    );

    app.delete(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'Remove a declared member (409 once staff matched them)',
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        await removeDeclaredMember(db, loadOwnPerson, portalUser(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
