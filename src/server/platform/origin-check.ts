import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's pages (CSRF), on top of SameSite cookies.
 * Requests without an Origin (curl, server-side API clients) carry no ambient browser credentials risk.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameSiteRequest(request, appUrl)) {
      return reply.status(403).send(errorBody('Cross-site request refused'));
    }
  });
}

/** The request comes from our own pages (or from no browser page at all). Also guards the websocket upgrade. */
export function isSameSiteRequest(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  return origin === new URL(appUrl).origin || safeHost(origin) === request.headers.host;
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
