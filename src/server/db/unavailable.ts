/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, a dropped
 * connection), as opposed to a query or data fault: the former is answered 503 with Retry-After.
 */

/** Socket-level failures to reach the server or to keep the connection to it. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down) and too_many_connections; class 08 (connection
 * exceptions) is matched by prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool throw, without a code, for a lost or unobtainable connection. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // '… unexpectedly', '… due to connection timeout'
  'timeout exceeded when trying to connect', // pg-pool's connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const MAX_DEPTH = 5;

/**
 * Looks through the wrappers an error arrives in: drizzle-orm 0.45 throws `DrizzleQueryError`
 * with pg's error as its `cause`; a BEGIN or a pool connect fails unwrapped; a connect to a host
 * with several addresses fails with an `AggregateError`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/** The connection failure in a few words, for a log line (never a query or its parameters). */
export function unavailableReason(error: unknown): string {
  const cause = unavailableCause(error);
  if (!cause) return 'unknown';
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${cause.message}` : cause.message;
}

function unavailableCause(error: unknown, depth = 0): Error | undefined {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return error;
    if (/^08[0-9A-Z]{3}$/.test(code)) return error;
  }
  if (UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message))) return error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = unavailableCause(inner, depth + 1);
      if (found) return found;
    }
  }
  return unavailableCause(error.cause, depth + 1);
}
