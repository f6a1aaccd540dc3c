import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from './errors';
import { JOB_NAMES } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when metrics are served (METRICS_PORT or METRICS_TOKEN). */
    metrics: Metrics | undefined;
  }
}

export interface Metrics {
  registry: Registry;
  /** The METRICS_PORT listener's address once the app is ready (port 0 picks a free one). */
  address(): AddressInfo | undefined;
}

/** Seconds: from a cache hit (a millisecond) to a slow upload or a search under load. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: LISTEN delivery is milliseconds when all is well; whole seconds mean trouble. */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Prometheus metrics at GET /metrics, only when the operator asked for them: on a port of their
 * own (METRICS_PORT, bound to HOST, nothing else served there) and/or on the main port for
 * `Authorization: Bearer <METRICS_TOKEN>`. With neither, nothing is measured: the request path
 * pays nothing. Per app (its own registry): several apps may share a process (tests).
 */
export function registerMetrics(app: FastifyInstance): void {
  const { port, token } = app.config.metrics;
  const registry = port === undefined && token === undefined ? undefined : new Registry();
  if (registry) {
    // Process CPU, memory, GC, handles, and event-loop delay (perf_hooks.monitorEventLoopDelay).
    collectDefaultMetrics({ register: registry });
    measureRequests(app, registry);
    measurePlatform(app, registry);
  }

  // On the main port, reachable by anyone: only with the token. Without one, a 404 like any
  // unknown path (and not the client's page fallback).
  const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!registry || !expected) return reply.status(404).send(errorBody('Not found'));
    if (!bearerMatches(request, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody('A valid metrics token is required'));
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });

  const server = registry && port !== undefined ? metricsServer(app, registry, port) : undefined;
  app.decorate(
    'metrics',
    registry && {
      registry,
      address: () => (server?.listening ? (server.address() as AddressInfo) : undefined),
    },
  );
}

/** METRICS_PORT's listener, on HOST, started and closed with the app: /metrics and nothing else. */
function metricsServer(app: FastifyInstance, registry: Registry, port: number): http.Server {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: String(error) }, 'metrics: cannot collect');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, app.config.host, () => resolve());
    });
    const { address, port: bound } = server.address() as AddressInfo;
    app.log.info(`metrics at http://${address}:${bound}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return server;
}

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One histogram observation per request, labelled with its route pattern, never its address. */
function measureRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (unmatched: no route), method and status',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * The database pool, job queues, sockets and realtime (the app's database, job queue and realtime
 * hub are up before this): read when scraped, nothing per request.
 */
function measurePlatform(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  const pool = app.dbPool;
  new Gauge({
    name: 'quotelocal_db_pool_connections',
    help: "The primary's connection pool: total (open), idle, and waiting (requests queued for one)",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: 'quotelocal_job_queue_depth',
    help: 'Jobs waiting to be worked (queued or due for a retry), by queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      // The database away: no figures rather than a failed scrape (the pool gauges still tell).
      this.reset();
      const sizes = await Promise.all(
        JOB_NAMES.map((name) => app.jobs.queueSize(name).catch(() => undefined)),
      );
      JOB_NAMES.forEach((queue, i) => {
        const size = sizes[i];
        if (size !== undefined) this.set({ queue }, size);
      });
    },
  });

  new Counter({
    name: 'quotelocal_job_failures_total',
    help: "Failed job attempts by this node's workers, by queue (each is retried with backoff)",
    labelNames: ['queue'] as const,
    registers,
    collect() {
      // The queue keeps the counts (jobs.ts has no registry): mirrored here when scraped.
      this.reset();
      for (const [queue, failures] of app.jobs.failures) this.inc({ queue }, failures);
    },
  });

  new Gauge({
    name: 'quotelocal_websockets_open',
    help: 'Realtime sockets open on this node',
    registers,
    collect() {
      this.set(app.realtime.socketCount);
    },
  });

  const hub = app.realtime;
  const fanOutLag = new Histogram({
    name: 'quotelocal_realtime_fanout_lag_seconds',
    help: 'From publishing a realtime event (pg_notify) to this node receiving it (clocks of both nodes)',
    buckets: LAG_BUCKETS,
    registers,
  });
  // Clocks of two nodes: a negative lag is skew, counted as none.
  hub.observeFanOutLag = (ms) => fanOutLag.observe(Math.max(0, ms) / 1000);
}
