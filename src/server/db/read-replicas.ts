import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { ReadReplicaSettings } from '@/server/config';
import { connectDatabase, type Database, type DatabaseHandle } from './client';
import { isDatabaseUnavailable, unavailableReason } from './unavailable';

/**
 * Streaming standbys (DATABASE_READ_URL) serving the public reads: search, category listings,
 * company pages, reviews. Routes ask `readDb(request)` for their handle; everything else stays on
 * `app.db`, the primary. Decision 033 says why it works this way.
 */
export interface ReadReplicas {
  /** A healthy standby's handle (taking turns), or the primary's when none is or `wroteRecently`. */
  dbFor(wroteRecently: boolean): Database;
  /** Each standby as last checked, for logs and metrics. */
  status(): ReplicaStatus[];
  /** Stops the checks and closes the standbys' pools (not the primary's). */
  close(): Promise<void>;
}

export interface ReplicaStatus {
  /** The standby's host and port (never its credentials). */
  name: string;
  healthy: boolean;
  /** How long ago the primary was where the standby's replay is (Infinity: longer than kept); null when unreachable. */
  lagMs: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    readReplicas: ReadReplicas;
  }
}

/**
 * Set on the response to a signed-in user's successful write, holding the time until which their
 * reads go to the primary: in the browser rather than in this process, so that whichever app node
 * serves their next read honours it.
 */
export const WROTE_RECENTLY_COOKIE = 'ql_wrote';

/** The handle this request's public reads go to. */
export function readDb(request: FastifyRequest): Database {
  const until = Number(request.cookies[WROTE_RECENTLY_COOKIE]);
  return request.server.readReplicas.dbFor(until > Date.now());
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks a signed-in user's successful writes (only when there are standbys to read from). */
export function registerReadYourWrites(app: FastifyInstance): void {
  const { urls, primaryAfterWriteMs } = app.config.readReplicas;
  if (urls.length === 0 || primaryAfterWriteMs === 0) return;
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || !request.user || reply.statusCode >= 400) return;
    const until = Date.now() + primaryAfterWriteMs;
    reply.setCookie(WROTE_RECENTLY_COOKIE, String(until), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.appUrl.startsWith('https:'),
      expires: new Date(until),
    });
  });
}

interface Replica {
  name: string;
  handle: DatabaseHandle;
  /** The pool's own query, which does not fall back to the primary: the checks use it. */
  query: (text: string) => Promise<pg.QueryResult>;
  healthy: boolean;
  lagMs: number | null;
}

/** Where the primary's WAL was when: a standby's replay position is dated by these. */
export interface Sample {
  at: number;
  lsn: bigint;
}

export function startReadReplicas(
  settings: ReadReplicaSettings,
  primary: DatabaseHandle,
  log: FastifyBaseLogger,
): ReadReplicas {
  const replicas = settings.urls.map((url) => openReplica(url, primary.pool, markFailed));
  let samples: Sample[] = [];
  let turn = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  function setHealth(replica: Replica, healthy: boolean, lagMs: number | null, why: string) {
    replica.lagMs = lagMs;
    if (replica.healthy === healthy) return;
    replica.healthy = healthy;
    if (healthy) log.info({ replica: replica.name, lagMs }, 'read replica in use');
    else
      log.warn({ replica: replica.name, lagMs, why }, 'read replica skipped: reads go elsewhere');
  }

  function markFailed(replica: Replica, error: unknown) {
    setHealth(replica, false, null, `failed mid-request: ${unavailableReason(error)}`);
  }

  /** The primary's WAL position now, then each standby's replay position and so its lag. */
  async function check(): Promise<void> {
    const now = Date.now();
    try {
      samples.push({ at: now, lsn: await answerWithin(currentLsn(primary.pool)) });
    } catch {
      return; // The primary unreachable: its own requests fail; the standbys' states stand.
    }
    samples = samples.filter((s) => s.at >= now - settings.maxLagMs - settings.checkIntervalMs);
    await Promise.all(
      replicas.map(async (replica) => {
        let replayed: bigint | null;
        try {
          replayed = await answerWithin(replayLsn(replica));
        } catch (error) {
          return setHealth(replica, false, null, `unreachable: ${(error as Error).message}`);
        }
        if (replayed === null) return setHealth(replica, false, null, 'not a standby');
        const lagMs = replayLagMs(samples, replayed, Date.now());
        setHealth(replica, lagMs <= settings.maxLagMs, lagMs, 'replay lags the primary');
      }),
    );
  }

  function schedule(delayMs: number) {
    if (closed) return;
    timer = setTimeout(() => {
      running = check()
        .catch((error: unknown) => log.error({ err: error }, 'read replica check failed'))
        .finally(() => schedule(settings.checkIntervalMs));
    }, delayMs);
    timer.unref();
  }
  if (replicas.length > 0) schedule(0);

  return {
    dbFor(wroteRecently) {
      const healthy = wroteRecently ? [] : replicas.filter((r) => r.healthy);
      if (healthy.length === 0) return primary.db;
      turn = (turn + 1) % healthy.length;
      return healthy[turn]!.handle.db;
    },
    status: () => replicas.map(({ name, healthy, lagMs }) => ({ name, healthy, lagMs })),
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
      await Promise.all(replicas.map((r) => r.handle.close()));
    },
  };
}

/**
 * How long ago the primary first wrote past where a standby has replayed (`samples` oldest first):
 * zero while it has replayed everything, however long the primary has been idle (a replay
 * timestamp would call that lag); Infinity when it is behind even the oldest sample kept.
 */
export function replayLagMs(samples: Sample[], replayed: bigint, now: number): number {
  const firstUnreplayed = samples.findIndex((s) => s.lsn > replayed);
  if (firstUnreplayed === -1) return 0;
  if (firstUnreplayed === 0) return Infinity;
  return now - samples[firstUnreplayed]!.at;
}

/**
 * A standby's pool whose queries, when the standby fails under them (stopped, unreachable, or a
 * query cancelled by a recovery conflict), are sent to the primary instead: the visitor sees their
 * answer, the standby is skipped until its next check finds it well.
 */
function openReplica(
  url: string,
  primary: pg.Pool,
  onFailure: (replica: Replica, error: unknown) => void,
): Replica {
  const handle = connectDatabase(url, { connectTimeoutMs: 1000 });
  const { pool } = handle;
  const ownQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const primaryQuery = primary.query.bind(primary) as (...args: unknown[]) => unknown;
  const parsed = new URL(url);
  const replica: Replica = {
    name: `${parsed.hostname}:${parsed.port || 5432}`,
    handle,
    query: (text) => ownQuery(text) as Promise<pg.QueryResult>,
    healthy: false,
    lagMs: null,
  };
  pool.query = ((...args: unknown[]) => {
    const result = ownQuery(...args);
    // drizzle uses the promise form only; a callback caller gets the standby's answer as is.
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (!standbyFailed(error)) throw error;
      onFailure(replica, error);
      return primaryQuery(...args);
    });
  }) as typeof pool.query;
  return replica;
}

/** 40001 on a standby: a query cancelled because replay had to remove rows it was reading. */
const standbyFailed = (error: unknown) =>
  isDatabaseUnavailable(error) || (error as { code?: unknown }).code === '40001';

/** A check's query that gets no answer this soon fails (a server gone silent, a pool full). */
const CHECK_TIMEOUT_MS = 2000;

function answerWithin<T>(query: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([query, timeout]).finally(() => clearTimeout(timer));
}

async function currentLsn(pool: pg.Pool): Promise<bigint> {
  const { rows } = await pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  return parseLsn(rows[0]!.lsn);
}

/** Where the standby's replay has got to; null on a server that is not in recovery. */
async function replayLsn(replica: Replica): Promise<bigint | null> {
  const { rows } = await replica.query(
    'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn',
  );
  const row = rows[0] as { standby: boolean; lsn: string | null };
  return row.standby && row.lsn ? parseLsn(row.lsn) : null;
}

/** '16/B374D848' → its position in the WAL, comparable as a number. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}
