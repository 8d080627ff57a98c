import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/*
 * The embedded engine shares the server's process, and its WebAssembly memory
 * grows but never shrinks: what it takes once stays resident (bench:import in
 * bench/README.md has the figures).
 */

/**
 * PostgreSQL's own default of 128 MB of shared buffers is resident from the
 * start in the engine's memory; 16 MB keep inserts as fast (the data files stay
 * in the operating system's cache) and about 120 MB less resident.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creates the database files of a new data directory in a child process.
 * Creating them runs initdb's WebAssembly program and a second engine; in the
 * server's own process their memory stayed resident after they finished
 * (about 250 MB of RSS before the first import), while a child gives it all
 * back when it exits. A directory that holds a database already is left as it is.
 */
export async function initialisePgliteDirectory(location: string): Promise<void> {
  if (existsSync(path.join(location, 'PG_VERSION'))) return;
  const module = import.meta.resolve('@electric-sql/pglite');
  const script = [
    `const { PGlite } = await import(${JSON.stringify(module)});`,
    `const db = await PGlite.create({ dataDir: ${JSON.stringify(location)} });`,
    'await db.close();',
  ].join('\n');
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
}
