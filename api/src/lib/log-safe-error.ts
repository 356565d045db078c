/** What the log keeps of an error. */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  /** the failed statement with its `$1` placeholders, never the values */
  query?: string;
  constraint?: string;
  cause?: LoggedError;
};

/** Deep enough for Drizzle's wrapper around the driver's error around a socket error. */
const MAX_CAUSE_DEPTH = 4;

type QueryError = Error & { query: string; params: unknown[] };

/** Drizzle's "Failed query: <sql> params: <values>" wrapper (matched by shape: one copy of drizzle-orm or another). */
function isQueryError(error: Error): error is QueryError {
  const candidate = error as Partial<QueryError>;
  return typeof candidate.query === 'string' && Array.isArray(candidate.params);
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** `code` (SQLSTATE or Node's), `statusCode` and `constraint`, when the error has them. */
function identifiersOf(error: Error): Pick<LoggedError, 'code' | 'statusCode' | 'constraint'> {
  const { code, statusCode, constraint } = error as { code?: unknown; statusCode?: unknown; constraint?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
  };
}

/**
 * The log's view of an error, built from an allow-list of fields. Database errors must not put row values in the
 * log: Drizzle's query error carries the statement's parameters (e-mail addresses, password hashes, token digests) in
 * its message, stack and `params`, and the driver's error quotes row values in `detail`. So a query error is logged as
 * its SQL text with placeholders, and the driver's error as its SQLSTATE (`code`), constraint and message.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const cause =
    depth < MAX_CAUSE_DEPTH && error.cause !== undefined ? serializeError(error.cause, depth + 1) : undefined;
  const common = { type: error.constructor.name, ...identifiersOf(error), ...(cause ? { cause } : {}) };
  if (isQueryError(error)) {
    return { ...common, message: 'Database query failed', query: error.query, stack: framesOf(error) };
  }
  return { ...common, message: error.message, stack: error.stack ?? '' };
}
