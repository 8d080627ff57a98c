import { createDatabase, type MadeDatabase } from '@server/test-support/postgres-databases';

/*
 * With E2E_DATABASE_URL (CI sets it) each journey server gets a new database of
 * its own on that PostgreSQL, dropped when the run ends; without it, each runs
 * on its own embedded database, as `npm start` does. On PostgreSQL the queries
 * cost the test machine a native server's CPU instead of WebAssembly's: the
 * servers started in 11 s instead of 26 s and the run took 430 s instead of 456 s.
 * The embedded path keeps its own start test (scripts/start-embedded.test.ts)
 * and the whole API suite.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || undefined;

/** Creates an empty database for one server and answers its URL and how to drop it. */
export function createE2eDatabase(serverUrl: string, name: string): Promise<MadeDatabase> {
  return createDatabase(serverUrl, name);
}
