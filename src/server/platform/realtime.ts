import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { WebSocket } from 'ws';
import type { RealtimeEvent, RealtimeType } from '../../contract/message';
import type { Executor } from '../db/client';

export const REALTIME_CHANNEL = 'quotelocal_realtime';

interface Notification {
  userIds: number[];
  event: { type: RealtimeType; quoteId?: number; companyId?: number };
}

/**
 * Tells users something changed. Sent with pg_notify inside the caller's transaction, so it goes
 * out exactly when the change commits, to every app node (each LISTENs and forwards to its own
 * sockets). Payloads stay small: clients refetch what changed.
 */
export async function publishRealtime(
  tx: Executor,
  userIds: number[],
  event: Notification['event'],
): Promise<void> {
  const payload: Notification = { userIds: [...new Set(userIds)], event };
  await tx.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** This node's open sockets by user, fed by one LISTEN connection. */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private listener: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'quotelocal-realtime',
    });
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      try {
        const { userIds, event } = JSON.parse(message.payload) as Notification;
        for (const userId of userIds)
          this.send(userId, { ...event, timestamp: new Date().toISOString() });
      } catch (err) {
        this.log.warn({ err }, 'ignoring a malformed realtime notification');
      }
    });
    // A lost connection (database restart) is re-established; events in the gap are lost, but
    // clients refetch on reconnect and on focus.
    client.on('error', (err) => {
      this.log.warn({ err }, 'realtime listener lost its connection');
      void this.reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    this.listener = client;
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    await this.listener?.end().catch(() => {});
    this.listener = undefined;
    setTimeout(() => {
      if (!this.closed)
        this.start().catch((err: unknown) => this.log.error({ err }, 'realtime reconnect failed'));
    }, 1000).unref();
  }

  add(userId: number, socket: WebSocket): void {
    const set = this.sockets.get(userId) ?? new Set();
    set.add(socket);
    this.sockets.set(userId, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  send(userId: number, event: RealtimeEvent): void {
    const data = JSON.stringify(event);
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(data);
    }
  }

  async stop(): Promise<void> {
    this.closed = true;
    for (const set of this.sockets.values()) {
      for (const socket of set) socket.close(1001, 'Server shutting down');
    }
    await this.listener?.end().catch(() => {});
  }
}
