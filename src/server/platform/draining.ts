import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The requests this node has not finished (route pattern, method, age): what a shutdown past
     * its deadline reports as holding it, beside the process's handles.
     */
    requestsInFlight(): string[];
  }
}

/**
 * How a node drains when it closes. The HTTP server stops listening and closes its idle
 * connections once, but a kept-alive connection whose request was still running then would stay
 * open after its answer until its client closed it (a browser keeps one for minutes), and the
 * server's close, and the process's exit, waited for it until the shutdown deadline. Once closing,
 * every answer says `Connection: close`, so the connection ends with it. The requests still in
 * flight are tracked for the deadline's report.
 */
export function registerDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const inFlight = new Map<object, { started: number; describe: () => string }>();
  app.decorate('requestsInFlight', () => {
    const now = performance.now();
    return [...inFlight.values()].map(
      ({ started, describe }) => `${describe()} for ${Math.round(now - started)} ms`,
    );
  });
  app.addHook('onRequest', (request, reply, done) => {
    // A socket's upgrade is not an answer in flight: the realtime route closes the sockets.
    if (request.headers.upgrade) return done();
    const key = request.raw;
    inFlight.set(key, {
      started: performance.now(),
      describe: () => `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
    });
    // Emitted once the answer is sent, or its connection is gone before.
    reply.raw.once('close', () => inFlight.delete(key));
    done();
  });
}
