import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { idParamsSchema } from '@domain/paging';
import {
  programmeCreateSchema,
  programmeFormulaChangeSchema,
  programmeInputSchema,
  programmeStatusChangeSchema,
} from '@domain/programmes/programme-design';
import {
  programmeFormulaHistorySchema,
  staffProgrammeSchema,
  staffProgrammesPageSchema,
  staffProgrammesQuerySchema,
} from '@domain/programmes/programme-views';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import { changeProgrammeStatus, createProgramme, updateProgramme } from './changes';
import { changeFormula } from './formula-change';
import { formulaHistory, getProgramme, listProgrammes } from './service';

const BASE = '/api/v1/staff/programmes';
const tags = { tags: ['staff programmes'], security: [{ session: [] }] };
const DESIGNERS_ONLY = ' (staff with the programme design permission; 403 otherwise)';

/** The staff Programmes area: any approved staff reads programmes; designing them takes the permission. */
export function staffProgrammeDesignRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Programmes, open first, named in my language, with their applications and selected people',
          querystring: staffProgrammesQuerySchema,
          response: { 200: staffProgrammesPageSchema },
        },
      },
      async (request) => listProgrammes(db, portalUser(request), request.query, requestLanguage(request)),
    );

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary: `Create a draft programme; its formula (the spec's priority score unless given) is version 1${DESIGNERS_ONLY}`,
          body: programmeCreateSchema,
          response: { 201: z.object({ id: z.string() }) },
        },
      },
      async (request, reply) => reply.status(201).send(await createProgramme(db, portalUser(request), request.body)),
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One programme: its whole design in every language, its current formula and live figures',
          params: idParamsSchema,
          response: { 200: staffProgrammeSchema },
        },
      },
      async (request) => getProgramme(db, portalUser(request), request.params.id),
    );

    app.put(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: `Change a programme's design and linked projects (409 when closed); a rule or closing-date change judges open applications again${DESIGNERS_ONLY}`,
          params: idParamsSchema,
          body: programmeInputSchema,
          response: { 200: staffProgrammeSchema },
        },
      },
      async (request) => updateProgramme(db, portalUser(request), request.params.id, request.body),
    );

    app.post(
      `${BASE}/:id/status`,
      {
        schema: {
          ...tags,
          summary: `Open, pause or close a programme (409 for a move its status does not allow)${DESIGNERS_ONLY}`,
          params: idParamsSchema,
          body: programmeStatusChangeSchema,
          response: { 200: staffProgrammeSchema },
        },
      },
      async (request) => changeProgrammeStatus(db, portalUser(request), request.params.id, request.body.status),
    );

    app.put(
      `${BASE}/:id/formula`,
      {
        schema: {
          ...tags,
          summary: `Rank by a new formula: a new version, every open application rescored at once${DESIGNERS_ONLY}`,
          params: idParamsSchema,
          body: programmeFormulaChangeSchema,
          response: { 200: staffProgrammeSchema },
        },
      },
      async (request) => changeFormula(db, portalUser(request), request.params.id, request.body.formula),
    );

    app.get(
      `${BASE}/:id/formulas`,
      {
        schema: {
          ...tags,
          summary: "Every version of a programme's formula, newest first, with who wrote it",
          params: idParamsSchema,
          response: { 200: programmeFormulaHistorySchema },
        },
      },
      async (request) => formulaHistory(db, portalUser(request), request.params.id),
    );
  };
}
