/**
 * Errors that mean "the database cannot be reached right now", not "this request is wrong": the
 * server refused or dropped the connection, is shutting down or starting up, or no connection came
 * within the pool's timeout. They are answered 503 with `Retry-After`, never 500: the request may be
 * repeated as it was once PostgreSQL is back (docs/operations.md, "Faults").
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** PostgreSQL's SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up). */
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
const MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Client has encountered a connection error/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before repeating a request refused for the database. */
export const DATABASE_RETRY_AFTER_S = 2;
