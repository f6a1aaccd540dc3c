import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { runMigrations } from '@/server/db/migrate';
import { publishRealtime } from '@/server/platform/realtime';
import { stoppableDatabase, type StoppableDatabase } from '../support/scratch-database';
import {
  createTestApp,
  createTestDatabase,
  validSignup,
  type TestDatabase,
} from '../support/test-app';
import { until } from '../support/waiting';

const TOKEN = 'metrics-token-for-tests-0123456789';

interface LogLine {
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** An app with metrics on both ports, its log lines collected (info and up). */
async function observedApp(databaseUrl: string, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-observability-'));
  const lines: LogLine[] = [];
  const logStream = new PassThrough();
  let pending = '';
  logStream.on('data', (chunk: Buffer) => {
    const parts = (pending + chunk.toString()).split('\n');
    pending = parts.pop()!;
    for (const part of parts) if (part) lines.push(JSON.parse(part) as LogLine);
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    APP_URL: 'http://localhost:5000',
    METRICS_PORT: '0',
    METRICS_TOKEN: TOKEN,
    ...env,
  });
  const app = await buildApp({ config, databaseUrl, logStream });
  await app.ready();
  return {
    app,
    lines,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const scrape = async (app: FastifyInstance) => {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('metrics, request ids and request logs', () => {
  let database: TestDatabase;
  let observed: Awaited<ReturnType<typeof observedApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    observed = await observedApp(database.url);
  });
  afterAll(async () => {
    await observed?.close();
    await database?.drop();
  });

  it("shows a request's route pattern and status in the duration histogram", async () => {
    const response = await observed.app.inject({ url: '/api/companies/987654321' });
    expect(response.statusCode).toBe(404);
    const text = await scrape(observed.app);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="\/api\/companies\/:id",method="GET",status_code="404"\} 1$/m,
    );
    expect(text).not.toContain('987654321');
  });

  it('reports the pool, job queues, sockets, realtime lag and event-loop delay', async () => {
    await publishRealtime(observed.app.db, [1], { type: 'pong' });
    await until(async () =>
      /^quotelocal_realtime_fanout_lag_seconds_count 1$/m.test(await scrape(observed.app)),
    );
    const text = await scrape(observed.app);
    expect(text).toMatch(/^quotelocal_db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^quotelocal_db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^quotelocal_job_queue_depth\{queue="deliver.email"\} \d+$/m);
    expect(text).toContain('# TYPE quotelocal_job_failures_total counter');
    expect(text).toMatch(/^quotelocal_websockets_open 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('serves /metrics on the main port only with the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await observed.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request_duration');
    }
  });

  it('serves /metrics alone on METRICS_PORT', async () => {
    const { port } = observed.app.metrics!.address()!;
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    expect(await metrics.text()).toContain('http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });

  it('takes a sane x-request-id, replaces another, and logs one line per request', async () => {
    const given = await observed.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await observed.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'not a token\u0007' },
    });
    const generated = String(replaced.headers['x-request-id']);
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);

    for (const requestId of ['lb-7f3a.42', generated]) {
      const mine = observed.lines.filter((line) => line.requestId === requestId);
      expect(mine).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request',
          route: '/api/health',
          method: 'GET',
          status: 200,
          durationMs: expect.any(Number),
        }),
      ]);
    }
  });

  it('carries the request id into the jobs it enqueued and their log lines', async () => {
    const signup = await observed.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: validSignup(),
      headers: { 'x-request-id': 'signup-1234' },
    });
    expect(signup.statusCode).toBe(201);
    await until(() =>
      observed.lines.some(
        (line) =>
          line.msg === 'job done' &&
          line.job === 'deliver.email' &&
          line.requestId === 'signup-1234',
      ),
    );
  });
});

describe('metrics off', () => {
  it('does not serve /metrics on the main port without a token or port', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.metrics).toBeUndefined();
      const response = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('readiness', () => {
  let database: StoppableDatabase;
  let observed: Awaited<ReturnType<typeof observedApp>> | undefined;
  beforeAll(async () => {
    database = await stoppableDatabase('readiness');
  });
  afterAll(async () => {
    await observed?.close();
    await database?.dispose();
  });

  const ready = async () => {
    const response = await observed!.app.inject({ url: '/api/ready' });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it('is ready once migrated and listening, and not while the database is away', async () => {
    observed = await observedApp(database.url, { METRICS_PORT: '', METRICS_TOKEN: '' });
    expect(await ready()).toEqual({
      status: 503,
      body: { status: 'unavailable', failing: ['migrations'] },
    });

    await runMigrations(database.url);
    let answer = await ready();
    await until(async () => (answer = await ready()).status === 200);
    expect(answer.body).toEqual({ status: 'ready' });
    const health = await observed.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);

    await database.server.restart(async () => {
      // The realtime listener notices first; the database check, within its second of cache.
      await until(async () => {
        answer = await ready();
        return answer.status === 503 && JSON.stringify(answer.body).includes('database');
      });
      expect(answer.body).toEqual({ status: 'unavailable', failing: ['database', 'realtime'] });
      // Liveness does not depend on the database.
      expect((await observed!.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });
    // Back: the realtime listener reconnects by itself, and the node is ready again.
    await until(async () => (answer = await ready()).status === 200, 10_000);
  });
});
