import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';

/*
 * Initialising PGlite takes seconds, so it is migrated once here and dumped;
 * every test file loads its own copy of the dump (a fresh, isolated database).
 * With TEST_DATABASE_URL the real server is reset and migrated once instead.
 */
export const TEMPLATE_PATH = path.resolve('.test-data/pglite-template.tar.gz');

async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  } finally {
    await client.end();
  }
  const handle = openPostgres(url);
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

async function buildPgliteTemplate(): Promise<void> {
  const handle = await openPglite();
  try {
    await runMigrations(handle);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    await fs.mkdir(path.dirname(TEMPLATE_PATH), { recursive: true });
    await fs.writeFile(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await resetPostgres(url);
  else await buildPgliteTemplate();
  project.provide('pgliteTemplatePath', TEMPLATE_PATH);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}
