import type { FastifyInstance } from 'fastify';

/**
 * API answers are private (who is signed in, their quotes and conversations): no browser or proxy
 * may keep a copy, unless the route chose its own caching (the image route does).
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
