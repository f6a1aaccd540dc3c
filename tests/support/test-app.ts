import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig, type AppConfig } from '@/server/config';
import { databaseUrl } from './database-url';
import { adminQuery } from './global-setup';
import { holdsWithin } from './waiting';

export interface OutboxMail {
  channel: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  databaseUrl: string;
  /** A client that keeps its cookies between requests, like a browser. */
  agent(): Agent;
  outbox(): Promise<OutboxMail[]>;
  waitForMail(match: (mail: OutboxMail) => boolean, timeoutMs?: number): Promise<OutboxMail>;
  close(): Promise<void>;
}

const generous = { max: 10_000, timeWindowMs: 60_000 };

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database copied from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `ql_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface AppSandbox {
  /** A fresh database copied from the migrated template. */
  databaseUrl: string;
  /** An empty folder for the app's DATA_DIR. */
  dataDir: string;
  /** Drops the database and deletes the folder. */
  dispose(): Promise<void>;
}

/** What an app started as a process (support/app-process.ts) needs of its own: a database and a data folder. */
export async function createAppSandbox(name: string): Promise<AppSandbox> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), `quotelocal-${name}-`));
  return {
    databaseUrl: database.url,
    dataDir,
    async dispose() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An app serving the real build (`npm test` builds first): the client in dist/client and the
 * server renderer in dist/server.
 */
export async function createBuiltApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  if (!existsSync(path.resolve('dist/server/entry-server.js'))) {
    throw new Error('Run `npm run build` first: these tests serve the built client.');
  }
  return createTestApp(overrides, path.resolve('dist/client'));
}

/** Another node of the test app's, logging at info level (as in production) into `logs()`. */
export async function startLoggingNode(
  t: TestApp,
): Promise<{ app: FastifyInstance; logs: () => string }> {
  let logs = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  const app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    databaseUrl: t.databaseUrl,
    logStream: stream,
  });
  return { app, logs: () => logs };
}

/**
 * A fresh database copied from the migrated template (or `database`, a test's own server: the app's
 * close then calls its `drop`), and an app on it.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  clientDir?: string,
  database?: TestDatabase,
): Promise<TestApp> {
  database ??= await createTestDatabase();
  const url = database.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-app-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:5000',
      ADMIN_EMAILS: 'admin@example.com',
    }),
    rateLimits: {
      auth: generous,
      passwordReset: generous,
      upload: generous,
      messages: generous,
      reports: generous,
    },
    // Tests that are not about the account back-off may fail a sign-in more than five times.
    loginBackoff: { afterAttempts: 10_000, baseDelayMs: 60_000, maxDelayMs: 15 * 60_000 },
    ...overrides,
  };
  const app = await buildApp({ config, databaseUrl: url, ...(clientDir ? { clientDir } : {}) });
  const outboxDir = path.join(dataDir, 'outbox');

  const outbox = async (): Promise<OutboxMail[]> => {
    const files = (await readdir(outboxDir).catch(() => []))
      .filter((f) => f.endsWith('.json'))
      .sort();
    return Promise.all(
      files.map(
        async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8')) as OutboxMail,
      ),
    );
  };

  return {
    app,
    config,
    databaseUrl: url,
    agent: () => new Agent(app),
    outbox,
    async waitForMail(match, timeoutMs = 5000) {
      let found: OutboxMail | undefined;
      const arrived = async () => (found = (await outbox()).filter(match).at(-1)) !== undefined;
      if (!(await holdsWithin(arrived, timeoutMs)))
        throw new Error('no matching e-mail arrived in the outbox');
      return found!;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Body = InjectOptions['payload'];

export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...options.headers },
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      expires?: Date;
    }>) {
      const expired = cookie.expires !== undefined && cookie.expires.getTime() < Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload?: Body, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
  }
}

export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email: `dana.${randomBytes(4).toString('hex')}@example.com`,
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  terms: true,
  ...overrides,
});

/** Signs up through the API and returns the signed-in agent and its credentials. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const agent = t.agent();
  const form = validSignup(overrides);
  const response = await agent.post('/api/auth/signup', form);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { agent, email: form.email, password: form.password, user: response.json().user };
}

/** The Set-Cookie line of the response that sets this cookie, if it sets it. */
export function setCookieFor(response: LightMyRequestResponse, name: string): string | undefined {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((line) => line.startsWith(`${name}=`));
}

/** Starts the app's HTTP server on a free loopback port (for sockets and fetch); its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
