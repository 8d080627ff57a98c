import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { createDatabase, databaseName } from './postgres-databases';

/*
 * Initialising PGlite takes seconds, so it is migrated once here and dumped;
 * every test file loads its own copy of the dump (a fresh, isolated database).
 * The dump is a plain tar: PGlite unpacks gzip in JavaScript, which took a
 * second of each file's start (1.6 s against 0.7 s), about a minute of the suite.
 * With TEST_DATABASE_URL the real server's database is reset and migrated once
 * instead, and shared by the files; a migrated template database beside it
 * gives a file that asks for one a database of its own (test-app.ts).
 */
export const TEMPLATE_PATH = path.resolve('.test-data/pglite-template.tar');

async function migrate(url: string): Promise<void> {
  const handle = openPostgres(url);
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
  await migrate(url);
}

/** A migrated database that files' own databases are copied from; answers its name and how to drop it. */
async function buildPostgresTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `${databaseName(url)}_file_template`;
  const template = await createDatabase(url, name);
  await migrate(template.url);
  return { name, drop: template.drop };
}

async function buildPgliteTemplate(): Promise<void> {
  const handle = await openPglite();
  try {
    await runMigrations(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await fs.mkdir(path.dirname(TEMPLATE_PATH), { recursive: true });
    // Written aside and renamed, so that a run starting meanwhile never reads half a template.
    const written = `${TEMPLATE_PATH}.${process.pid}`;
    await fs.writeFile(written, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(written, TEMPLATE_PATH);
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  project.provide('pgliteTemplatePath', TEMPLATE_PATH);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return buildPgliteTemplate();
  await resetPostgres(url);
  const template = await buildPostgresTemplate(url);
  project.provide('postgresTemplateDatabase', template.name);
  return template.drop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** With TEST_DATABASE_URL: the migrated database a file's own database is copied from. */
    postgresTemplateDatabase: string;
  }
}
