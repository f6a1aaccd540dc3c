import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { WebSocket } from 'ws';
import type { PublishedRealtimeEvent, RealtimeEvent } from '@/contract/realtime';
import {
  MAX_SOCKETS_PER_USER,
  SESSION_ENDED_CLOSE_CODE,
  TOO_MANY_SOCKETS_CLOSE_CODE,
} from '@/contract/realtime-close';
import type { Executor } from '@/server/db/client';
import { boundedWait } from '@/server/db/bounded-wait';

export const REALTIME_CHANNEL = 'quotelocal_realtime';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

interface Notification {
  userIds: number[];
  event: PublishedRealtimeEvent;
  /** When it was published (ms since the epoch): each node measures its fan-out lag from it. */
  sentAt: number;
}

/** pg_notify refuses a payload of 8,000 bytes or more. */
export const NOTIFY_MAX_BYTES = 7999;

/** Sessions that ended (logout, a new login, a password reset, expiry), by their id hashes. */
interface SessionsEnded {
  endedSessions: string[];
}

/**
 * Tells users something changed, with the change as they may see it (the caller publishes one
 * event per audience when two audiences may see different things). Sent with pg_notify inside the
 * caller's transaction, so it goes out exactly when the change commits, in commit order, to every
 * app node (each LISTENs and forwards to its own sockets). An event whose data would not fit in a
 * notification goes without it (`message`, `estimate`): clients refetch what it names.
 */
export async function publishRealtime(
  tx: Executor,
  userIds: number[],
  event: PublishedRealtimeEvent,
): Promise<void> {
  const recipients = [...new Set(userIds)];
  const sentAt = Date.now();
  let payload = JSON.stringify({ userIds: recipients, event, sentAt } satisfies Notification);
  if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) {
    const bare = withoutData(event);
    payload = JSON.stringify({ userIds: recipients, event: bare, sentAt } satisfies Notification);
  }
  await tx.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

/** A new entry's event without the entry (`message`, `estimate`): the client refetches it. */
function withoutData(event: PublishedRealtimeEvent): PublishedRealtimeEvent {
  if (event.type !== 'new_message' && event.type !== 'new_estimate') return event;
  const bare = { ...event };
  delete bare.message;
  if (bare.type === 'new_estimate') delete bare.estimate;
  return bare;
}

/**
 * Closes, on every node, the sockets opened with these sessions: a socket must not outlive the
 * session that opened it. Sent inside the transaction that ended them; hashes go 100 to a
 * notification (pg_notify payloads stop at 8,000 bytes).
 */
export async function publishSessionsEnded(tx: Executor, sessionHashes: string[]): Promise<void> {
  for (let i = 0; i < sessionHashes.length; i += 100) {
    const payload: SessionsEnded = { endedSessions: sessionHashes.slice(i, i + 100) };
    await tx.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);
  }
}

/** How long shutdown waits for the listener to end. */
const STOP_MS = 2000;

/** Close code for sockets dropped because this node stopped listening for a moment (RFC 6455). */
const SERVICE_RESTART = 1012;
/**
 * The longest pause between attempts to listen again: one cheap connection attempt a second while
 * the database is away, and sockets refused (503) for at most about a second after it is back.
 */
const MAX_RETRY_MS = 1000;

/**
 * This node's open sockets by user, fed by one LISTEN connection. A socket is only open while that
 * connection listens: when it drops (database restart, network), events published meanwhile would
 * be missed, so every socket is closed with 1012 (clients reconnect and refetch) and new ones are
 * refused until the hub listens again, which it retries by itself.
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private listener: pg.Client | undefined;
  private closed = false;
  private openSockets = 0;
  /** Told each event's lag from its publication to its arrival here (platform/metrics.ts). */
  observeFanOutLag: ((ms: number) => void) | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether events reach this node now: sockets are accepted only then. */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Sockets open on this node now. */
  get socketCount(): number {
    return this.openSockets;
  }

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'quotelocal-realtime',
    });
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      try {
        const notification = JSON.parse(message.payload) as Notification | SessionsEnded;
        if ('endedSessions' in notification) {
          for (const hash of notification.endedSessions) {
            for (const socket of this.bySession.get(hash) ?? []) {
              socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
            }
          }
          return;
        }
        const { userIds, event, sentAt } = notification;
        this.observeFanOutLag?.(Date.now() - sentAt);
        for (const userId of userIds)
          this.send(userId, { ...event, timestamp: new Date().toISOString() });
      } catch (err) {
        this.log.warn({ err }, 'ignoring a malformed realtime notification');
      }
    });
    let ended = false;
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => {
      ended = true;
      this.lost(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
      if (ended) throw new Error('the connection ended while starting to listen');
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) await client.end();
    else this.listener = client;
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    void client.end().catch(() => {});
    this.log.warn({ err: err?.message }, 'realtime listener lost its connection: reconnecting');
    this.closeSockets(SERVICE_RESTART, 'Realtime restarting');
    this.retry(250);
  }

  private retry(delayMs: number): void {
    setTimeout(() => {
      if (this.closed) return;
      this.start().then(
        () => this.log.info('realtime listener reconnected'),
        () => this.retry(Math.min(delayMs * 2, MAX_RETRY_MS)),
      );
    }, delayMs).unref();
  }

  /**
   * A socket of this user, opened with the session whose id hashes to `sessionHash`. A user has
   * at most MAX_SOCKETS_PER_USER on this node: one more closes their oldest (and events stop
   * going to it at once).
   */
  add(userId: number, sessionHash: string, socket: WebSocket): void {
    const byUser = joinSet(this.sockets, userId, socket);
    const bySession = joinSet(this.bySession, sessionHash, socket);
    this.openSockets++;
    socket.on('close', () => {
      this.openSockets--;
      leaveSet(this.sockets, userId, byUser, socket);
      leaveSet(this.bySession, sessionHash, bySession, socket);
    });
    if (byUser.size > MAX_SOCKETS_PER_USER) {
      const oldest = byUser.values().next().value!;
      byUser.delete(oldest);
      oldest.close(TOO_MANY_SOCKETS_CLOSE_CODE, 'Too many connections');
    }
  }

  send(userId: number, event: RealtimeEvent): void {
    const data = JSON.stringify(event);
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(data);
    }
  }

  private closeSockets(code: number, reason: string): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) socket.close(code, reason);
    }
  }

  /** Shutdown: says goodbye to every socket (1001) and stops listening. */
  async stop(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const listener = this.listener;
    this.listener = undefined;
    // Those that do not answer are dropped by the socket route's shutdown (modules/realtime).
    this.closeSockets(1001, 'Server shutting down');
    await boundedWait(listener?.end() ?? Promise.resolve(), STOP_MS, () =>
      this.log.warn(`realtime listener not closed ${STOP_MS} ms into shutdown: left`),
    );
  }
}

/**
 * Starts this node's hub on the app itself (not in the realtime routes' scope): the socket route,
 * the readiness check and the metrics all see it. The socket route stops it (before its plugin).
 */
export async function registerRealtimeHub(app: FastifyInstance): Promise<void> {
  const hub = new RealtimeHub(app.databaseUrl, app.log);
  await hub.start();
  app.decorate('realtime', hub);
}

function joinSet<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): Set<WebSocket> {
  const set = map.get(key) ?? new Set();
  set.add(socket);
  map.set(key, set);
  return set;
}

function leaveSet<K>(map: Map<K, Set<WebSocket>>, key: K, set: Set<WebSocket>, socket: WebSocket) {
  set.delete(socket);
  // A socket closed as its user's oldest may end after its set was emptied and replaced.
  if (set.size === 0 && map.get(key) === set) map.delete(key);
}
