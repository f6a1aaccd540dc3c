import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { withStartupLock } from '@/server/db/bootstrap';
import type { Executor } from '@/server/db/client';
import { boundedWait } from '@/server/db/bounded-wait';
import type { Mail } from './mailer';
import { currentRequestId, runInRequest } from './request-context';
import type { TextMessage } from './sms';

/**
 * A kind of job: its data is a type only (nothing is kept at run time), so that each kind is
 * declared once, in JOBS, and its name and data type are read from there.
 */
interface JobKind<Data> {
  readonly data?: Data;
}
const carrying = <Data>(): JobKind<Data> => ({});
type NoData = Record<string, never>;

/** Every kind of job and the data it carries. */
const JOBS = {
  'deliver.email': carrying<Mail>(),
  'deliver.sms': carrying<TextMessage>(),
  /** Tell the other side of a conversation about a message they have not read. */
  'notify.message': carrying<{ messageId: number; recipientId: number }>(),
  /** Invite the customer to review the business they hired (scheduled days after Job done). */
  'notify.review-invite': carrying<{ quoteId: number }>(),
  /** Confirm a job the hired business marked done, days later, unless the customer did. */
  'quote.confirm-job-done': carrying<{ quoteId: number }>(),
  /** Remove uploads nothing uses and stored files without rows (scheduled hourly). */
  'maintenance.sweep-uploads': carrying<NoData>(),
  /** Anonymise accounts deleted 30 days ago (scheduled daily, docs/decisions/031). */
  'maintenance.anonymise-deleted': carrying<NoData>(),
  /** Recompute every business's Top Pro badge (scheduled daily, docs/decisions/032). */
  'reputation.top-pro': carrying<NoData>(),
  /**
   * Rewrite the cost guides from the estimates sent (scheduled daily, docs/decisions/046).
   * `onlyIfNone`: the start-up run, skipped once any guide exists.
   */
  'cost-guides.recompute': carrying<{ onlyIfNone?: true }>(),
  /** Make an uploaded image's web rendition (asked for before it exists). */
  'render.web-rendition': carrying<{ objectId: number }>(),
  /** Offer matched requests whose offers went unanswered to the next matches (every 5 minutes). */
  'leads.expire': carrying<NoData>(),
  /** Send a notification to the user's push subscriptions (docs/decisions/057). */
  'deliver.push': carrying<{ notificationId: number }>(),
  /** Delete notifications older than 90 days (scheduled daily, docs/decisions/052). */
  'notifications.prune': carrying<NoData>(),
  /** Send the visits' 24 h and 2 h reminders now due (every minute, docs/decisions/090). */
  'visits.remind': carrying<NoData>(),
  /** Credentials' expiry reminders and expiries now due (hourly, docs/decisions/095). */
  'credentials.expire': carrying<NoData>(),
  /** Prove every invoice's balance from its lines and ledger (nightly, docs/payments.md). */
  'invoices.ledger-check': carrying<NoData>(),
};
export type JobName = keyof typeof JOBS;
/** The data each kind of job carries. */
export type JobData = { [N in JobName]: NonNullable<(typeof JOBS)[N]['data']> };
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists exactly when the transaction commits. */
  tx?: Executor;
  startAfter?: Date;
  singletonKey?: string;
  singletonSeconds?: number;
}

/** One job of any kind, its name beside its data. */
export type AnyJob = { [N in JobName]: { name: N; data: JobData[N] } }[JobName];

export interface JobQueue {
  enqueue<N extends JobName>(name: N, data: JobData[N], options?: EnqueueOptions): Promise<void>;
  /** Several jobs in one statement (in `tx`, they exist exactly when it commits). */
  enqueueAll(jobs: AnyJob[], options?: Pick<EnqueueOptions, 'tx'>): Promise<void>;
  /**
   * Works the queue on this node: jobs one after another as claimed, or with `concurrency`, up to
   * that many at once, claiming more as each ends (a slow job holds only its own slot).
   */
  work<N extends JobName>(
    name: N,
    handler: (data: JobData[N]) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /** Enqueues the job on a cron schedule (UTC), once across all nodes; calling it again updates it. */
  schedule<N extends JobName>(name: N, cron: string, data: JobData[N]): Promise<void>;
  /** Jobs waiting to be worked (queued or due for a retry), by kind: one query per kind. */
  queueSize(name: JobName): Promise<number>;
  /** Jobs this node's workers failed (each failed attempt), by kind, since it started. */
  readonly failures: ReadonlyMap<JobName, number>;
  stop(): Promise<void>;
}

/**
 * The request that enqueued a job, in its data beside the job's own fields (pg-boss keeps no
 * other metadata): its worker logs it and runs in that request's context.
 */
const REQUEST_ID_FIELD = 'requestId';
type Stamped = { [REQUEST_ID_FIELD]?: string };

function stamped(data: object): object {
  const requestId = currentRequestId();
  return requestId ? { ...data, [REQUEST_ID_FIELD]: requestId } : data;
}

/** pg-boss speaks node-postgres ($1, $2 ...); run its statements through a Drizzle executor. */
function throughDrizzle(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        // Drizzle renders an undefined parameter as nothing at all: pass SQL NULL instead.
        i % 2 === 1 ? sql`${(values[Number(part) - 1] as unknown) ?? null}` : sql.raw(part),
      );
      const result = await tx.execute(sql.join(chunks, sql``));
      return { rows: result.rows };
    },
  };
}

/**
 * Jobs kept in PostgreSQL (pg-boss, on the app's own database): a crash after commit still
 * delivers, a failing mail server is retried with backoff, and every app node works the same
 * queue (rows are claimed with SKIP LOCKED).
 */
export async function startJobQueue(
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 3,
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
    application_name: 'quotelocal-jobs',
  });
  // The message only: pg-boss attaches the whole database client to its errors.
  boss.on('error', (error) => log.error({ err: error.message }, 'job queue error'));
  const workers: Array<Promise<void>> = [];
  const failures = new Map<JobName, number>();
  let stopping = false;
  // Nodes starting together would deadlock creating the same queues: one at a time.
  await withStartupLock(databaseUrl, async () => {
    await boss.start();
    for (const name of JOB_NAMES) await boss.createQueue(name);
  });
  return {
    async enqueue(name, data, options = {}) {
      const { tx, ...jobOptions } = options;
      await boss.send(name, stamped(data), {
        ...jobOptions,
        ...(tx ? { db: throughDrizzle(tx) } : {}),
      });
    },
    async enqueueAll(jobs, { tx } = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ name, data }) => ({ name, data: stamped(data) })),
        tx ? { db: throughDrizzle(tx) } : {},
      );
    },
    async work(name, handler, { concurrency = 1 } = {}) {
      const failed = () => failures.set(name, (failures.get(name) ?? 0) + 1);
      workers.push(workQueue(boss, name, handler, log, failed, () => stopping, concurrency));
    },
    async schedule(name, cron, data) {
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    queueSize: (name) => boss.getQueueSize(name),
    failures,
    async stop() {
      stopping = true;
      // A job still running is left to its claim's expiry (then retried): delivery is at least once.
      await boundedWait(Promise.all(workers), STOP_WORKERS_MS, () =>
        log.warn(
          `job queue: a job still running ${STOP_WORKERS_MS} ms into shutdown: left to retry`,
        ),
      );
      await boundedWait(
        boss.stop({ graceful: true, wait: true, timeout: 1000 }),
        STOP_BOSS_MS,
        () => log.warn(`job queue: pg-boss not stopped ${STOP_BOSS_MS} ms into shutdown: left`),
      );
    },
  };
}

/**
 * Deletes the jobs of these kinds whose data matches `where` (a condition on `data`, the job's
 * jsonb), whatever their state, from pg-boss's queue and from its archive of finished jobs, in the
 * caller's transaction: what a job carries must not outlive what it was made from.
 */
export async function deleteJobsWhere(tx: Executor, names: JobName[], where: SQL): Promise<void> {
  const kinds = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  for (const table of [sql`pgboss.job`, sql`pgboss.archive`]) {
    await tx.execute(sql`DELETE FROM ${table} WHERE name IN (${kinds}) AND (${where})`);
  }
}

/** How long shutdown waits for the jobs being worked, then for pg-boss to close. */
const STOP_WORKERS_MS = 5000;
const STOP_BOSS_MS = 3000;

/** Jobs claimed at once by a worker, and its pause when the queue is empty. */
const BATCH = 20;
const POLL_MS = 500;

/**
 * Works one queue until stopped: claims up to BATCH jobs, handles them one by one and settles each
 * on its own (a failure retries that job only, never a neighbour already delivered), and claims
 * again at once while the queue has more. Our own loop rather than pg-boss's `work`, which waits
 * out its polling interval after every claim (one job at a time: 2 a second) and settles jobs
 * without awaiting, so a database restart ended the process with an unhandled rejection.
 * With `concurrency` above 1, up to that many jobs run at once and each free slot is claimed
 * again at once: a job that takes long (a push service that never answers) holds one slot, and
 * the jobs behind it are not kept waiting.
 */
async function workQueue<N extends JobName>(
  boss: PgBoss,
  name: N,
  handler: (data: JobData[N]) => Promise<void>,
  log: FastifyBaseLogger,
  failed: () => void,
  stopping: () => boolean,
  concurrency: number,
): Promise<void> {
  /** Runs one claimed job and settles it (the database being away is logged, never thrown). */
  const settle = async (job: PgBoss.Job<JobData[N] & Stamped>) => {
    const { [REQUEST_ID_FIELD]: requestId, ...data } = job.data;
    const started = performance.now();
    // In the enqueuing request's context: the jobs this one enqueues carry its id too.
    const run = () => handler(data as JobData[N]);
    const failure = await (requestId ? runInRequest(requestId, run) : run()).then(
      () => undefined,
      (error: unknown) => ({ message: String(error) }),
    );
    const line = {
      job: name,
      jobId: job.id,
      requestId,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    try {
      if (failure) {
        failed();
        log.warn({ ...line, err: failure.message }, 'job failed');
        await boss.fail(name, job.id, failure);
      } else {
        log.info(line, 'job done');
        await boss.complete(name, job.id);
      }
    } catch (error) {
      // The database is away: the job is claimed again once its claim expires.
      log.warn({ err: String(error) }, `job queue ${name}: cannot settle job ${job.id}`);
    }
  };
  const running = new Set<Promise<void>>();
  while (!stopping()) {
    if (running.size >= concurrency) {
      await Promise.race(running);
      continue;
    }
    const room = concurrency === 1 ? BATCH : concurrency - running.size;
    let claimed = 0;
    try {
      const jobs = await boss.fetch<JobData[N] & Stamped>(name, { batchSize: room });
      claimed = jobs.length;
      for (const job of jobs) {
        if (concurrency === 1) {
          await settle(job);
          continue;
        }
        const done = settle(job).finally(() => running.delete(done));
        running.add(done);
      }
    } catch (error) {
      // The database is away: what was claimed and not settled is claimed again once it expires.
      log.warn({ err: String(error) }, `job queue ${name}: cannot claim jobs`);
    }
    if (claimed < room && !stopping()) await new Promise((r) => setTimeout(r, POLL_MS));
  }
  await Promise.all(running);
}
