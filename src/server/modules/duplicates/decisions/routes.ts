import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { duplicateBulkSchema, duplicateDecisionSchema } from '@domain/duplicate-alerts';
import { DUPLICATE_ALERT_STATUSES, STAFF_PAGE_SIZE } from '@domain/registry';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { decideDuplicateAlert, reverseDuplicateMerge } from './decisions';
import { alertDetailSchema, alertItemSchema, alertPageSchema, bulkResultSchema, summarySchema } from './schemas';
import {
  assignDuplicateAlert,
  bulkDuplicateAction,
  duplicateSummary,
  listDuplicateAlerts,
  viewDuplicateAlert,
} from './service';

const BASE = '/api/v1/duplicates';
const tags = { tags: ['duplicate adjudication'], security: [{ session: [] }] };
const params = z.object({ id: z.string().max(100) });

/** Staff adjudicate the pairs duplicate detection raised: review side by side, then decide. */
export function duplicatesRoutes(db: Database, loadCurrentUser: CurrentUserLoader): FastifyPluginAsyncZod {
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
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
          }),
          response: { 200: alertPageSchema },
        },
      },
      async (request) => {
        const { status, minRisk, page, pageSize } = request.query;
        return listDuplicateAlerts(db, await loadCurrentUser(request), { status, minRisk }, page, pageSize);
      },
    );

    app.get(
      `${BASE}/summary`,
      {
        schema: {
          ...tags,
          summary: 'Pending Review, Under Review, Resolved This Month and Detection Accuracy',
          response: { 200: summarySchema },
        },
      },
      async (request) => duplicateSummary(db, await loadCurrentUser(request)),
    );

    app.post(
      `${BASE}/bulk`,
      {
        schema: {
          ...tags,
          summary: 'Assign to me, or mark Not Duplicate, up to 100 alerts',
          body: duplicateBulkSchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request) => bulkDuplicateAction(db, await loadCurrentUser(request), request.body),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: "Both people's records side by side (audited as beneficiary.view for each)",
          params,
          response: { 200: alertDetailSchema },
        },
      },
      async (request) =>
        viewDuplicateAlert(db, await loadCurrentUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/assign`,
      {
        schema: {
          ...tags,
          summary: 'Assign to me: the alert goes Under Review',
          params,
          response: { 200: alertItemSchema },
        },
      },
      async (request) => assignDuplicateAlert(db, await loadCurrentUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/decision`,
      {
        schema: {
          ...tags,
          summary: 'Confirm Duplicate (merging into the kept record), Not Duplicate, or Resolve with a note',
          params,
          body: duplicateDecisionSchema,
          response: { 200: alertItemSchema },
        },
      },
      async (request) => decideDuplicateAlert(db, await loadCurrentUser(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/:id/reverse-merge`,
      {
        schema: {
          ...tags,
          summary: 'Admin only: undo a confirmed merge exactly and reopen the alert',
          params,
          response: { 200: alertItemSchema },
        },
      },
      async (request) => reverseDuplicateMerge(db, await loadCurrentUser(request), request.params.id),
    );
  };
}
