import { isIP } from 'node:net';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { z } from 'zod';

/** OpenStreetMap's own tile server, with the attribution its tile usage policy asks for. */
const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform(parseTrustProxy)
    .refine(
      (trust) => !Array.isArray(trust) || trust.every(isProxyAddress),
      'true, false, or the proxies as comma-separated addresses/CIDRs (or loopback, linklocal, uniquelocal)',
    ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(2),
  DATABASE_READ_AFTER_WRITE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  APP_URL: z.string().url().optional(),
  SEED_DEMO: booleanFlag.default(true),
  ADMIN_EMAILS: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('QuoteLocal <no-reply@quotelocal.example>'),
  GEOIP_URL: z.string().url().optional(),
  MAP_TILES_URL: z
    .string()
    .default(OSM_TILES.url)
    .refine(
      isTileUrlTemplate,
      'MAP_TILES_URL: an http(s) address with {z}, {x} and {y} (and {s} only as the first label of the host)',
    ),
  MAP_TILES_ATTRIBUTION: z.string().default(OSM_TILES.attribution),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  // Card payments (docs/payments.md): on only when both the key and the webhook secret are set.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PLATFORM_FEE_PERCENT: z
    .string()
    .default('0')
    .refine(
      (value) =>
        /^(100|\d{1,2})(\.\d{1,2})?$/.test(value.trim()) && percentToBasisPoints(value) <= 10_000,
      'PLATFORM_FEE_PERCENT: a percent from 0 to 100 with at most two decimals, like 2.5',
    )
    .transform(percentToBasisPoints),
  // Only for tests and local Stripe stand-ins: where the SDK sends its requests.
  STRIPE_API_URL: z.string().url().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:no-reply@quotelocal.example'),
  // The push services browsers subscribe with; any other endpoint is refused (no requests from
  // the server to addresses a user names).
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com,*.push.apple.com',
    )
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  INSIGHTS_COUNTING: booleanFlag.default(true),
  INSIGHTS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  JOB_WORKERS: booleanFlag.default(true),
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  MESSAGE_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  REVIEW_INVITE_DELAY_DAYS: z.coerce.number().min(0).max(60).default(3),
  SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().min(1).max(600).default(30),
  // ASVS 4.0 3.3.2 (level 2): a session ends after 12 hours without use.
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(720),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Empty counts as unset (`METRICS_PORT=` in an env file must not mean port 0: any free port).
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'METRICS_TOKEN: at least 16 characters').optional(),
  ),
});

/** '2.5' → 250 basis points, read digit by digit (no floating point). */
function percentToBasisPoints(value: string): number {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The SDK's host/port/protocol options from STRIPE_API_URL (undefined: Stripe's own API). */
function stripeApiOptions(url: string | undefined): StripeSettings['api'] {
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'http' ? 80 : 443)),
  };
}

/**
 * Which proxies to believe about the client's address (X-Forwarded-For), as Fastify's trustProxy
 * takes it: `false` (the socket's address), `true` (the leftmost forwarded address: only when
 * every path to the app goes through the proxy), or the proxies' addresses/CIDRs (the address
 * before the last of them). No hop count: Fastify 5 no longer trusts one (it cannot check the peer).
 */
export type TrustProxy = boolean | string[];

function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (/^(true|false)$/i.test(trimmed)) return trimmed.toLowerCase() === 'true';
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** What proxy-addr accepts: an address, an address/prefix, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * A raster tile address template as Leaflet takes it: `{z}/{x}/{y}` in it, and `{s}` (its
 * subdomains) only as the host's first label, so that the Content-Security-Policy can name the
 * tiles' origin (`https://*.example.org`).
 */
function isTileUrlTemplate(template: string): boolean {
  const origin = /^https?:\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d+)?)\//i.exec(template);
  return origin !== null && ['{z}', '{x}', '{y}'].every((part) => template.includes(part));
}

export const DEMO_ADMIN_EMAIL = 'admin@quotelocal.example';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

/** Per account: after `afterAttempts` sign-ins without success, new browsers wait (doubling). */
export interface LoginBackoffRule {
  afterAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** An S3-compatible object store (platform/storage/object-storage.ts), selected by S3_BUCKET. */
export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** Card payments through Stripe Connect (docs/payments.md). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The platform's fee on each card payment, in basis points (250 is 2.5 %). */
  feeBasisPoints: number;
  /** Where the SDK sends its requests (a test's stand-in on loopback); unset: Stripe's API. */
  api: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

/** Streaming standbys that serve the public reads (db/read-replicas.ts). */
export interface ReadReplicaSettings {
  /** Empty: every read goes to the primary. */
  urls: string[];
  /** A standby whose replay is further behind the primary than this is skipped. */
  maxLagMs: number;
  /** After a signed-in user's write, their reads go to the primary this long. */
  primaryAfterWriteMs: number;
  /** How often each standby's reachability and lag are checked (off the request path). */
  checkIntervalMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Fastify's trustProxy: whose X-Forwarded-For decides request.ip (rate limits key on it). */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  readReplicas: ReadReplicaSettings;
  appUrl: string;
  seedDemo: boolean;
  adminEmails: ReadonlySet<string>;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** IP-geolocation service with `{ip}` in it, answering JSON with `postal`; unset: no lookup. */
  geoIpUrl: string | undefined;
  /**
   * The search map's raster tiles: an address template (`{z}/{x}/{y}`, Leaflet's) and the
   * attribution shown on the map (HTML). Tiles are images from that origin (the CSP allows it).
   */
  mapTiles: { url: string; attribution: string };
  /** S3-compatible object storage; unset: files under DATA_DIR/objects. */
  s3: S3Settings | undefined;
  /**
   * Tests only: English pages are rendered with these messages instead of English's (the
   * pseudo-locale of tests/e2e/pseudo-locale.test.ts, docs/decisions/104). No environment
   * variable sets it.
   */
  pseudoMessages?: Messages;
  /** Text messages go to this provider webhook (POST {to, text}); unset: the outbox. */
  smsWebhookUrl: string | undefined;
  /** Card payments; unset (no STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET): offline payments only. */
  stripe: StripeSettings | undefined;
  /**
   * Web push (docs/decisions/055, 056): off unless both VAPID keys are set. Subscriptions are
   * accepted only for https endpoints on port 443 of `endpointHosts` (`*.` matches any subdomain).
   */
  push: {
    vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
    endpointHosts: string[];
    /** All of a notification's devices are tried at once, and given up on after this long. */
    deadlineMs: number;
    /**
     * Exact origins (`http://127.0.0.1:4711`) accepted beside `endpointHosts`, whatever their
     * scheme and port: a test's push service on loopback. No environment variable sets it.
     */
    testOrigins?: string[];
  };
  /**
   * Insights (docs/decisions/017): each node counts search appearances and profile views in
   * memory and adds them to the database every `flushMs`; `counting` false counts nothing (the
   * bench compares). `viewVisitors`: the view beacon's per-node memory of today's visitors
   * (unset: `VIEW_VISITOR_LIMITS` of modules/insights/view-visitors.ts; tests set smaller ones).
   */
  insights: {
    counting: boolean;
    flushMs: number;
    viewVisitors?: { remembered: number; perNetwork: number };
  };
  /** Whether this node delivers queued jobs (false: an API-only node). */
  jobWorkers: boolean;
  /** A message still unread this long after it was sent is e-mailed to its recipient. */
  messageEmailDelaySeconds: number;
  /** The review invitation goes out this long after the customer hired a business. */
  reviewInviteDelaySeconds: number;
  /** After SIGTERM/SIGINT, requests in flight get this long to finish; then the process exits 1. */
  shutdownDeadlineSeconds: number;
  /** A session not used for this long has ended (its sockets close too). */
  sessionIdleMinutes: number;
  /** How often each node ends the sessions that went idle or expired (and closes their sockets). */
  sessionSweepIntervalMs: number;
  /** URLs per sitemap file (the protocol's limit, 50,000; smaller in tests). */
  sitemapUrlsPerFile: number;
  logLevel: string;
  /** GET /metrics (platform/metrics.ts): not collected at all when neither is set. */
  metrics: {
    /** Its own listener on HOST, serving only /metrics. */
    port: number | undefined;
    /** /metrics on the main port too, for `Authorization: Bearer <token>`. */
    token: string | undefined;
  };
  /** Per-IP limits for the endpoints that attackers hammer. */
  rateLimits: {
    auth: RateLimitRule;
    passwordReset: RateLimitRule;
    upload: RateLimitRule;
    messages: RateLimitRule;
    /** Per signed-in user: reports to the moderators. */
    reports: RateLimitRule;
  };
  /** Per account, whatever the address: guessing one account's password from many addresses. */
  loginBackoff: LoginBackoffRule;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const adminList = e.ADMIN_EMAILS ?? (e.SEED_DEMO ? DEMO_ADMIN_EMAIL : '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    readReplicas: {
      urls: e.DATABASE_READ_URL,
      maxLagMs: e.DATABASE_READ_MAX_LAG_SECONDS * 1000,
      primaryAfterWriteMs: e.DATABASE_READ_AFTER_WRITE_SECONDS * 1000,
      checkIntervalMs: 1000,
    },
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO,
    adminEmails: new Set(
      adminList
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    geoIpUrl: e.GEOIP_URL,
    mapTiles: { url: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            feeBasisPoints: e.PLATFORM_FEE_PERCENT,
            api: stripeApiOptions(e.STRIPE_API_URL),
          }
        : undefined,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? {
              publicKey: e.VAPID_PUBLIC_KEY,
              privateKey: e.VAPID_PRIVATE_KEY,
              subject: e.VAPID_SUBJECT,
            }
          : undefined,
      endpointHosts: e.PUSH_ENDPOINT_HOSTS,
      deadlineMs: 5000,
    },
    insights: { counting: e.INSIGHTS_COUNTING, flushMs: e.INSIGHTS_FLUSH_MS },
    jobWorkers: e.JOB_WORKERS,
    messageEmailDelaySeconds: e.MESSAGE_EMAIL_DELAY_SECONDS,
    reviewInviteDelaySeconds: Math.round(e.REVIEW_INVITE_DELAY_DAYS * 86_400),
    shutdownDeadlineSeconds: e.SHUTDOWN_DEADLINE_SECONDS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionSweepIntervalMs: 5 * 60_000,
    sitemapUrlsPerFile: 50_000,
    logLevel: e.LOG_LEVEL,
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    rateLimits: {
      auth: { max: 10, timeWindowMs: 60_000 },
      passwordReset: { max: 5, timeWindowMs: 15 * 60_000 },
      upload: { max: 60, timeWindowMs: 60_000 },
      messages: { max: e.MESSAGE_RATE_LIMIT, timeWindowMs: 60_000 },
      reports: { max: 20, timeWindowMs: 60 * 60_000 },
    },
    loginBackoff: { afterAttempts: 5, baseDelayMs: 60_000, maxDelayMs: 15 * 60_000 },
  };
}
