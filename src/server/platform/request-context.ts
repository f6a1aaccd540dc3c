import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The request a piece of work was started by, carried through async calls without threading it
 * through every function: the job queue stamps its id on the jobs enqueued meanwhile, so a job's
 * log lines name the request that caused it.
 */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or client may name a request: a short token, nothing a log line could choke on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the caller's x-request-id when it is a sane token, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Runs `work` (and everything it starts) as part of this request. */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request the current code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
