import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  duplicateAlertItemSchema,
  duplicateAlertPageSchema,
  duplicateBulkResultSchema,
  duplicateBulkSchema,
  duplicateDecisionSchema,
  duplicateDetailsSchema,
  duplicateSummarySchema,
} from '@domain/duplicate-alerts';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { DUPLICATE_ALERT_STATUSES, STAFF_PAGE_SIZE } from '@domain/registry';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { decideDuplicateAlert, reverseDuplicateMerge } from './decisions';
import {
  assignDuplicateAlert,
  bulkDuplicateAction,
  duplicateSummary,
  listDuplicateAlerts,
  viewDuplicateAlert,
} from './service';

const BASE = '/api/v1/duplicates';
const tags = { tags: ['duplicate adjudication'], security: [{ session: [] }] };

/** Staff adjudicate the pairs duplicate detection raised: review side by side, then decide. */
export function duplicatesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Duplicate alerts, highest risk first (every status unless one is asked for)',
          querystring: z.strictObject({
            status: z.enum(DUPLICATE_ALERT_STATUSES).optional(),
            minRisk: z.coerce.number().min(0).max(1).optional(),
            ...pagingQuerySchema(STAFF_PAGE_SIZE).shape,
          }),
          response: { 200: duplicateAlertPageSchema },
        },
      },
      async (request) => {
        const { status, minRisk, page, pageSize } = request.query;
        return listDuplicateAlerts(db, portalUser(request), { status, minRisk }, page, pageSize);
      },
    );

    app.get(
      `${BASE}/summary`,
      {
        schema: {
          ...tags,
          summary: 'Pending Review, Under Review, Resolved This Month and Detection Accuracy',
          response: { 200: duplicateSummarySchema },
        },
      },
      async (request) => duplicateSummary(db, portalUser(request)),
    );

    app.post(
      `${BASE}/bulk`,
      {
        schema: {
          ...tags,
          summary: 'Assign to me, or mark Not Duplicate, up to 100 alerts',
          body: duplicateBulkSchema,
          response: { 200: duplicateBulkResultSchema },
        },
      },
      async (request) => bulkDuplicateAction(db, portalUser(request), request.body),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: "Both people's records side by side (audited as beneficiary.view for each)",
          params: idParamsSchema,
          response: { 200: duplicateDetailsSchema },
        },
      },
      async (request) => viewDuplicateAlert(db, portalUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/assign`,
      {
        schema: {
          ...tags,
          summary: 'Assign to me: the alert goes Under Review',
          params: idParamsSchema,
          response: { 200: duplicateAlertItemSchema },
        },
      },
      async (request) => assignDuplicateAlert(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/decision`,
      {
        schema: {
          ...tags,
          summary: 'Confirm Duplicate (merging into the kept record), Not Duplicate, or Resolve with a note',
          params: idParamsSchema,
          body: duplicateDecisionSchema,
          response: { 200: duplicateAlertItemSchema },
        },
      },
      async (request) => decideDuplicateAlert(db, portalUser(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/:id/reverse-merge`,
      {
        schema: {
          ...tags,
          summary: 'Admin only: undo a confirmed merge exactly and reopen the alert',
          params: idParamsSchema,
          response: { 200: duplicateAlertItemSchema },
        },
      },
      async (request) => reverseDuplicateMerge(db, portalUser(request), request.params.id),
    );
  };
}
