import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { IMPORT_FORMATS, MAX_IMPORT_BYTES } from '@domain/import-templates';
import { importHistoryPageSchema, importSummarySchema, importViewSchema } from '@domain/import-view';
import { idParamsSchema, pagingQuerySchema } from '@domain/paging';
import { portalUser } from '@server/auth/portal-guard';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { errorReport } from './error-report';
import { getImport, getImportSummary, listImportHistory, requestCommit } from './service';
import { importTemplate } from './templates';
import { importUploadReader } from './upload-form';
import { uploadImport } from './upload-service';

const BASE = '/api/v1/imports';
const tags = { tags: ['staff bulk upload'], security: [{ session: [] }] };

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; body: Buffer | Readable }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}

/** Bulk upload of registry and project spreadsheets (staff only): upload, follow, import, error reports, templates. */
export function importsRoutes(db: Database, storage: FileStorage): FastifyPluginAsyncZod {
  const deps = { db, storage };
  return async (app) => {
    // Multipart is parsed only here: one file of at most 50MB (spec section 9) and two short fields.
    await app.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 8 },
    });

    app.post(
      BASE,
      {
        schema: {
          ...tags,
          summary:
            'Upload a CSV or XLSX file (multipart/form-data: file, type = beneficiaries | projects, mode = create | update); validated in the background',
          consumes: ['multipart/form-data'],
          response: { 202: importViewSchema },
        },
      },
      async (request, reply) => {
        const view = await uploadImport(
          deps,
          portalUser(request),
          importUploadReader(request),
          requestLanguage(request),
        );
        return reply.status(202).send(view);
      },
    );

    app.get(
      BASE,
      {
        schema: {
          ...tags,
          summary: 'Upload history, newest first (each with its first 3 errors)',
          querystring: pagingQuerySchema(),
          response: { 200: importHistoryPageSchema },
        },
      },
      async (request) =>
        listImportHistory(
          db,
          portalUser(request),
          request.query.page,
          request.query.pageSize,
          requestLanguage(request),
        ),
    );

    app.get(
      `${BASE}/summary`,
      {
        schema: {
          ...tags,
          summary:
            'Files uploaded, records imported, errors resolved (rows refused earlier whose record a later file imported), rows with errors and success rate',
          response: { 200: importSummarySchema },
        },
      },
      async (request) => getImportSummary(db, portalUser(request)),
    );

    app.get(
      `${BASE}/templates/:file`,
      {
        schema: {
          ...tags,
          summary: 'A template: beneficiaries.csv, beneficiaries.xlsx, projects.csv or projects.xlsx',
          params: z.object({ file: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const [type = '', format = ''] = request.params.file.split('.');
        return sendFile(reply, await importTemplate(portalUser(request), type, format));
      },
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One import: status, progress, counts and its first 100 errors',
          params: idParamsSchema,
          response: { 200: importViewSchema },
        },
      },
      async (request) => getImport(db, portalUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/commit`,
      {
        schema: {
          ...tags,
          summary:
            'Import the valid rows (once: pressing again changes nothing, except that an interrupted import resumes from its last committed batch)',
          params: idParamsSchema,
          response: { 202: importViewSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await requestCommit(db, portalUser(request), request.params.id, requestLanguage(request))),
    );

    for (const format of IMPORT_FORMATS) {
      app.get(
        `${BASE}/:id/errors.${format}`,
        {
          schema: {
            ...tags,
            summary:
              format === 'csv'
                ? 'Every error: row, column, message'
                : 'The rows with errors as uploaded, with an added errors column',
            params: idParamsSchema,
          },
        },
        async (request, reply) =>
          sendFile(
            reply,
            await errorReport(
              deps,
              portalUser(request),
              request.params.id,
              format,
              requestLanguage(request),
              request.log,
            ),
          ),
      );
    }
  };
}
