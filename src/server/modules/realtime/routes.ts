import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublishedRealtimeEvent } from '@/contract/realtime';
import { boundedWait } from '@/server/db/bounded-wait';
import { errorBody, sendServiceUnavailable } from '@/server/platform/errors';
import { isSameSiteRequest } from '@/server/platform/origin-check';
import { SESSION_COOKIE } from '@/server/platform/session';
import { hashSecret } from '@/server/platform/tokens';

/**
 * The realtime socket at /ws. The session cookie authenticates the upgrade; a foreign Origin, a
 * missing session or a `userId` that is not the session's user is refused before upgrading.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Started with the app (platform/realtime.ts), where the readiness check and metrics see it too.
  const hub = app.realtime;
  // Before the websocket plugin's own preClose, which would close every socket without a reason.
  app.addHook('preClose', () => hub.stop());
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    preClose: endEverySocket,
    errorHandler: onSocketError,
  });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ userId: z.string().max(20).optional() }) },
      preValidation: async (request, reply) => {
        if (!isSameSiteRequest(request, app.config.appUrl)) {
          return reply.status(403).send(errorBody('Cross-site request refused'));
        }
        if (!request.user) return reply.status(401).send(errorBody('Authentication required'));
        const claimed = request.query.userId;
        if (claimed !== undefined && claimed !== String(request.user.id)) {
          return reply.status(403).send(errorBody('This socket belongs to another user'));
        }
        if (!hub.listening) {
          return sendServiceUnavailable(reply, 'Realtime is reconnecting, try again shortly');
        }
      },
      // An upgrade answered with an error is answered on a socket @fastify/websocket took from
      // the HTTP server; it closes that socket only if its own onRequest hook ran, which an
      // earlier failing hook (the session lookup while the database restarts) prevents. Left
      // open, each one leaks a connection and holds up shutdown. An accepted upgrade never gets here.
      onResponse: async (request) => {
        request.raw.socket.destroy();
      },
    },
    (socket, request) => {
      const user = request.user!;
      hub.add(user.id, hashSecret(request.cookies[SESSION_COOKIE]!), socket);
      const send = (event: PublishedRealtimeEvent) =>
        socket.send(JSON.stringify({ ...event, timestamp: new Date().toISOString() }));
      send({ type: 'connection_established', userId: user.id });
      socket.on('message', (raw: Buffer) => {
        let type: unknown;
        try {
          type = (JSON.parse(raw.toString()) as { type?: unknown }).type;
        } catch {
          return;
        }
        if (type === 'ping') send({ type: 'pong' });
      });
    },
  );
};

/**
 * An error on an open socket. What a peer does wrong (an oversized frame, a bad frame, a reset:
 * ws's `WS_ERR_*` codes, a connection error) is a warning, its message only: anyone can send
 * them, and a stack trace per frame would let them flood the error log. Anything else is ours:
 * an error, with its stack. The socket is dropped either way (ws has already sent its close).
 */
function onSocketError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: WebSocket,
  request: FastifyRequest,
): void {
  if (error.code?.startsWith('WS_ERR_') || error.code?.startsWith('E')) {
    request.log.warn({ err: error.message, code: error.code }, 'realtime socket: peer error');
  } else {
    request.log.error(error);
  }
  socket.terminate();
}

/** How long shutdown waits for the sockets to answer their close before dropping them. */
const SOCKETS_CLOSE_MS = 2000;

/**
 * The websocket plugin's shutdown, bounded: every socket still open (the hub has said goodbye to
 * its own, with a reason) is closed, and dropped if its peer has not answered within
 * SOCKETS_CLOSE_MS. An open socket keeps the HTTP server from closing, and ws would wait 30 s.
 */
async function endEverySocket(this: FastifyInstance): Promise<void> {
  const server = this.websocketServer;
  const sockets = [...server.clients];
  const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
  for (const socket of sockets) socket.close(1001, 'Server shutting down');
  await boundedWait(Promise.all(closed), SOCKETS_CLOSE_MS, () => {
    for (const socket of sockets) socket.terminate();
  });
  server.close();
}
