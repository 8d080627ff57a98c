import pg from 'pg';

/*
 * Databases made and dropped on a test PostgreSQL server: the API tests' own
 * databases (test-app.ts) and the journey servers' (tests/e2e/support).
 */

/** The same server's URL, naming another database on it. */
export function databaseUrl(serverUrl: string, database: string): string {
  const address = new URL(serverUrl);
  address.pathname = `/${database}`;
  return address.toString();
}

/** The name of the database a URL points at. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface MadeDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates the database `name` (replacing one left by an earlier run), empty or
 * as a copy of `template`, and answers its URL and how to drop it.
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
  options: { template?: string } = {},
): Promise<MadeDatabase> {
  const quoted = pg.escapeIdentifier(name);
  const copy = options.template ? ` template ${pg.escapeIdentifier(options.template)}` : '';
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}${copy}`);
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (client) => client.query(`drop database if exists ${quoted} with (force)`)).then(
        () => undefined,
      ),
  };
}
