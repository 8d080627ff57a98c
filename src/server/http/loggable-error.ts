/*
 * What a log line may say about an error. A failed statement's error carries
 * the values it was given: drizzle puts every parameter in its message ("params:
 * ..."), PostgreSQL puts values in `detail` ("Key (email)=(...)"), `where` and
 * even its message ('invalid input syntax for type uuid: "..."'). Those are
 * complaint texts, names and ids: of a database error only the kind of
 * statement, the table and the error code are kept.
 */

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
};

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

const MAX_CAUSES = 5;

/** drizzle's DrizzleQueryError: the statement's text and values, the driver's error as cause. */
function isFailedQuery(error: Error): error is Error & { query: string; params: unknown } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

/** node-postgres and PGlite both raise PostgreSQL's own error: a severity and a five-character SQLSTATE. */
function isPostgresError(error: Error): boolean {
  const fields = error as DatabaseErrorFields;
  return typeof fields.severity === 'string' && typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code);
}

/** "insert into "feedback" (...) values ($1, ...)" -> "insert feedback": what ran where, without values. */
export function describeStatement(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames only: its first line repeats the message, values included. */
function framesOf(error: Error, headline: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function databaseError(error: Error, statement: string | undefined): LoggedError {
  const driverError = [error, error.cause].find(
    (candidate): candidate is Error => candidate instanceof Error && isPostgresError(candidate),
  );
  const fields = (driverError ?? {}) as DatabaseErrorFields;
  const type = error.constructor?.name || error.name || 'Error';
  const message = `Failed ${statement ?? 'statement'}${text(fields.code) ? ` (${text(fields.code)})` : ''}`;
  return {
    type,
    message,
    stack: framesOf(error, `${type}: ${message}`),
    code: text(fields.code),
    statement,
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
    routine: text(fields.routine),
  };
}

export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown', stack: '' };
  if (isFailedQuery(error)) return databaseError(error, describeStatement(error.query));
  if (isPostgresError(error)) return databaseError(error, undefined);
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.constructor?.name || error.name || 'Error',
    message: error.message,
    stack: error.stack ?? '',
    code: text(code),
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    cause: error.cause !== undefined && depth < MAX_CAUSES ? loggableError(error.cause, depth + 1) : undefined,
  };
}

/**
 * For libraries that log on their own (better-auth): one JSON line per entry,
 * with any errors among its arguments reduced as above, and nothing else of
 * the arguments (they can be the user being created).
 */
export function valueFreeLog(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)) {
  return (level: string, message: string, ...args: unknown[]): void => {
    const errors = args.filter((arg): arg is Error => arg instanceof Error).map((error) => loggableError(error));
    write(JSON.stringify({ level, time: Date.now(), msg: message, ...(errors.length > 0 ? { errors } : {}) }));
  };
}
