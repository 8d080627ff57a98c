import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuerySchema } from '@domain/paging';
import { STAFF_PAGE_SIZE } from '@domain/registry';
import { registryBeneficiarySchema, registryBeneficiaryUpdateSchema } from '@domain/registry-beneficiary';
import { beneficiaryRecordSchema, historyPageSchema, registryPersonSchema } from '@domain/registry-beneficiary-record';
import { registryStatusChangeSchema } from '@domain/registry-status-change';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import {
  changeRegistryStatus,
  createRegistryBeneficiary,
  editRegistryBeneficiary,
  registryBeneficiaryHistory,
  viewRegistryBeneficiary,
} from './service';

const BASE = '/api/v1/staff/beneficiaries';
const tags = { tags: ['staff registry record'], security: [{ session: [] }] };
const params = z.object({ beneficiaryId: z.string().max(100) });

/** One person in the registry: add, view (audited), edit, change status, and the person's history. */
export function staffBeneficiaryRecordRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Add a person to the registry (409 when the ProGres ID is taken)',
          body: registryBeneficiarySchema,
          response: { 201: registryPersonSchema },
        },
      },
      async (request, reply) => {
        const person = await createRegistryBeneficiary(db, portalUser(request), request.body);
        return reply.code(201).send(person);
      },
    );

    app.get(
      `${BASE}/:beneficiaryId`,
      {
        schema: {
          ...tags,
          summary: "One person's record with everything related (audited as beneficiary.view)",
          params,
          response: { 200: beneficiaryRecordSchema },
        },
      },
      async (request) =>
        viewRegistryBeneficiary(db, portalUser(request), request.params.beneficiaryId, requestLanguage(request)),
    );

    app.patch(
      `${BASE}/:beneficiaryId`,
      {
        schema: {
          ...tags,
          summary: 'Edit registry fields (only those sent)',
          params,
          body: registryBeneficiaryUpdateSchema,
          response: { 200: registryPersonSchema },
        },
      },
      async (request) => editRegistryBeneficiary(db, portalUser(request), request.params.beneficiaryId, request.body),
    );

    app.post(
      `${BASE}/:beneficiaryId/status`,
      {
        schema: {
          ...tags,
          summary: 'Change the registry status with a reason',
          params,
          body: registryStatusChangeSchema,
          response: { 200: registryPersonSchema },
        },
      },
      async (request) => changeRegistryStatus(db, portalUser(request), request.params.beneficiaryId, request.body),
    );

    app.get(
      `${BASE}/:beneficiaryId/history`,
      {
        schema: {
          ...tags,
          summary: "The person's audit trail, newest first",
          params,
          querystring: z.strictObject(pagingQuerySchema(STAFF_PAGE_SIZE).shape),
          response: { 200: historyPageSchema },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        return registryBeneficiaryHistory(db, portalUser(request), request.params.beneficiaryId, page, pageSize);
      },
    );
  };
}
