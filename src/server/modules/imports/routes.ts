import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { COMMIT_RUNS } from '@domain/import-commit-run';
import {
  DUPLICATE_CHECK_STATUSES,
  IMPORT_FORMATS,
  IMPORT_MODES,
  IMPORT_STATUSES,
  IMPORT_TYPES,
  MAX_IMPORT_BYTES,
} from '@domain/import-templates';
import type { CurrentUserLoader } from '@server/auth/current-user';
import type { Database } from '@server/db/client';
import { requestLanguage } from '@server/http/problem';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { errorReport } from './error-report';
import { getImport, getImportSummary, listImportHistory, requestCommit } from './service';
import { importTemplate } from './templates';
import { importUploadReader } from './upload-form';
import { uploadImport } from './upload-service';

const importSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  type: z.enum(IMPORT_TYPES),
  mode: z.enum(IMPORT_MODES),
  format: z.enum(IMPORT_FORMATS),
  fileSize: z.number(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.number(),
  commitRun: z.enum(COMMIT_RUNS).nullable(),
  totalRecords: z.number(),
  validRecords: z.number(),
  errorCount: z.number(),
  rowsWithErrors: z.number(),
  successRate: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.string().nullable(), message: z.string() })),
  failure: z.string().nullable(),
  importedRecords: z.number(),
  importedAt: z.string().nullable(),
  duplicateCheck: z.object({ status: z.enum(DUPLICATE_CHECK_STATUSES).nullable(), alertsCreated: z.number() }),
  uploadedAt: z.string(),
  keptUntil: z.string(),
  purgedAt: z.string().nullable(),
});

const BASE = '/api/v1/imports';
const tags = { tags: ['staff bulk upload'], security: [{ session: [] }] };
const params = z.object({ id: z.string().max(100) });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; body: Buffer | Readable }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}

/** Bulk upload of registry and project spreadsheets (staff only): upload, follow, import, error reports, templates. */
export function importsRoutes(
  db: Database,
  loadCurrentUser: CurrentUserLoader,
  storage: FileStorage,
): FastifyPluginAsyncZod {
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
          response: { 202: importSchema },
        },
      },
      async (request, reply) => {
        const view = await uploadImport(
          deps,
          await loadCurrentUser(request),
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
          querystring: pageQuery,
          response: {
            200: z.object({ items: z.array(importSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
          },
        },
      },
      async (request) =>
        listImportHistory(
          db,
          await loadCurrentUser(request),
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
          response: {
            200: z.object({
              filesUploaded: z.number(),
              recordsImported: z.number(),
              errorsResolved: z.number(),
              rowsWithErrors: z.number(),
              successRate: z.number(),
            }),
          },
        },
      },
      async (request) => getImportSummary(db, await loadCurrentUser(request)),
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
        return sendFile(reply, await importTemplate(await loadCurrentUser(request), type, format));
      },
    );

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          ...tags,
          summary: 'One import: status, progress, counts and its first 100 errors',
          params,
          response: { 200: importSchema },
        },
      },
      async (request) => getImport(db, await loadCurrentUser(request), request.params.id, requestLanguage(request)),
    );

    app.post(
      `${BASE}/:id/commit`,
      {
        schema: {
          ...tags,
          summary:
            'Import the valid rows (once: pressing again changes nothing, except that an interrupted import resumes from its last committed batch)',
          params,
          response: { 202: importSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await requestCommit(db, await loadCurrentUser(request), request.params.id, requestLanguage(request))),
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
            params,
          },
        },
        async (request, reply) =>
          sendFile(
            reply,
            await errorReport(
              deps,
              await loadCurrentUser(request),
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
