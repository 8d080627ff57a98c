import pg from 'pg';

export interface PostgresPoolOptions {
  /** Most connections this pool opens. */
  max: number;
  /** Shown in pg_stat_activity, so an operator can tell the app's connections apart. */
  applicationName: string;
  /** PostgreSQL cancels a statement running longer than this; 0 or unset: never. */
  statementTimeoutMs?: number;
  /**
   * How long a caller waits for a connection (a free one in the pool, or a new
   * one to PostgreSQL) before failing with "timeout exceeded when trying to
   * connect", which a request answers 503: never an answer that hangs.
   */
  connectTimeoutMs: number;
}

const checkedOut = new WeakSet<pg.PoolClient>();

/**
 * A pg pool whose connections can be cut (a PostgreSQL restart, a failover,
 * pg_terminate_backend) without bringing the process down. pg emits 'error' on
 * a client whose connection breaks; with no listener Node throws it and the
 * process dies. The pool listens on idle clients only, so every client gets a
 * listener of its own for the time it is checked out: the statement it was
 * running fails with the same error and reaches its caller, who answers 503.
 */
export function createPostgresPool(url: string, options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    application_name: options.applicationName,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // Finds a connection whose server vanished without a word (a failover, a cut cable) while idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client's error: the pool has already dropped it and opens another when needed.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    client.on('end', () => giveBackIfCheckedOut(client));
  });
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  return pool;
}

/**
 * A checked-out client whose connection ended goes back to the pool at once,
 * which drops it and frees its place. Its holder may never give it back:
 * drizzle's transaction releases its client only when BEGIN succeeded, so a
 * cut during BEGIN would keep the place taken for good. The holder's own later
 * release does nothing, and its statements on the dead client fail at once.
 */
function giveBackIfCheckedOut(client: pg.PoolClient): void {
  if (!checkedOut.has(client)) return;
  const release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  client.release(new Error('the connection ended while checked out'));
}
