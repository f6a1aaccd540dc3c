import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's pages (CSRF), on top of SameSite cookies.
 * Requests without an Origin (curl, server-side API clients) carry no ambient browser credentials risk.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const sameHost = origin !== undefined && safeHost(origin) === request.headers.host;
    const allowed =
      origin === undefined ? fetchSite !== 'cross-site' : origin === appOrigin || sameHost;
    if (!allowed) {
      return reply.status(403).send(errorBody('Cross-site request refused'));
    }
  });
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
