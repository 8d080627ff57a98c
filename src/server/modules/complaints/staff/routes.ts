import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackAgencyReplySchema,
  feedbackAssignSchema,
  feedbackCaseNoteSchema,
  feedbackPriorityChangeSchema,
  feedbackQueuePageSchema,
  feedbackQueueQuerySchema,
  feedbackStaffCaseSchema,
  feedbackStatusChangeSchema,
} from '@domain/feedback-handling';
import { idParamsSchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { feedbackAssigneesSchema, listFeedbackAssignees } from './assignees';
import {
  addFeedbackNote,
  assignFeedbackCase,
  changeFeedbackPriority,
  changeFeedbackStatus,
  replyToFeedbackPerson,
  restrictFeedbackCase,
} from './decisions';
import { listFeedbackQueue, viewFeedbackCase } from './service';

const BASE = '/api/v1/staff/feedback';
const tags = { tags: ['staff feedback and complaints'], security: [{ session: [] }] };
const params = idParamsSchema;

/**
 * The agency's side of Feedback & Complaints. A sensitive case answers 404 to
 * staff without the safeguarding permission (unless it is theirs), so that its
 * existence does not leak; an anonymous one names the person to its handler only.
 */
export function staffFeedbackRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'The queue: open cases by default, overdue first, then those awaiting our answer, then by due date; ?reference= finds the one case the person quotes',
          querystring: feedbackQueueQuerySchema,
          response: { 200: feedbackQueuePageSchema },
        },
      },
      async (request) => {
        const { page, pageSize, ...filters } = request.query;
        return listFeedbackQueue(db, portalUser(request), filters, page, pageSize);
      },
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One case with the conversation and internal notes (audited when the person is named)',
          params,
          response: { 200: feedbackStaffCaseSchema },
        },
      },
      async (request) => viewFeedbackCase(db, portalUser(request), request.params.id),
    );

    app.get(
      `${BASE}/:id/assignees`,
      {
        schema: {
          ...tags,
          summary:
            'Who an administrator may hand the case to: active colleagues who may handle it and whose scope includes its person',
          params,
          response: { 200: feedbackAssigneesSchema },
        },
      },
      async (request) => listFeedbackAssignees(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/assign`,
      {
        schema: {
          ...tags,
          summary:
            'Assign to me (no userId), or an admin assigns another active staff member (with safeguarding for a sensitive case)',
          params,
          body: feedbackAssignSchema,
          response: { 200: feedbackStaffCaseSchema },
        },
      },
      async (request) => assignFeedbackCase(db, portalUser(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/:id/status`,
      {
        schema: {
          ...tags,
          summary: 'Move the case on (assigned to in progress, resolved, closed, or reopen); 409 for any other move',
          params,
          body: feedbackStatusChangeSchema,
          response: { 200: feedbackStaffCaseSchema },
        },
      },
      async (request) => changeFeedbackStatus(db, portalUser(request), request.params.id, request.body.status),
    );

    app.post(
      `${BASE}/:id/restrict`,
      {
        schema: {
          ...tags,
          summary: 'Restrict the case to staff with the safeguarding permission (one way; safeguarding staff only)',
          params,
          response: { 200: feedbackStaffCaseSchema },
        },
      },
      async (request) => restrictFeedbackCase(db, portalUser(request), request.params.id),
    );

    app.post(
      `${BASE}/:id/priority`,
      {
        schema: {
          ...tags,
          summary: 'Change the priority; the due date follows from the same start',
          params,
          body: feedbackPriorityChangeSchema,
          response: { 200: feedbackStaffCaseSchema },
        },
      },
      async (request) => changeFeedbackPriority(db, portalUser(request), request.params.id, request.body.priority),
    );

    app.post(
      `${BASE}/:id/notes`,
      {
        schema: {
          ...tags,
          summary: 'Add an internal note (staff only, never shown to the person)',
          params,
          body: feedbackCaseNoteSchema,
          response: { 201: feedbackStaffCaseSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addFeedbackNote(db, portalUser(request), request.params.id, request.body.message)),
    );

    app.post(
      `${BASE}/:id/replies`,
      {
        schema: {
          ...tags,
          summary: 'Reply to the person on behalf of the agency (no staff name is shown to them)',
          params,
          body: feedbackAgencyReplySchema,
          response: { 201: feedbackStaffCaseSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await replyToFeedbackPerson(db, portalUser(request), request.params.id, request.body.message)),
    );
  };
}
