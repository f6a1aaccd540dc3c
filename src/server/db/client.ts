import pg from 'pg';
import type { Table } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { boundedWait } from './bounded-wait';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A row of `db.execute` (raw SQL) described by the schema's types (`Pick<typeof t.$inferSelect,
 * ...>`): there drizzle leaves timestamps as PostgreSQL's text, where its query builder gives Dates.
 */
export type RawRow<T> = { [K in keyof T]: Date extends T[K] ? Exclude<T[K], Date> | string : T[K] };

/** Columns that drizzle's `mode: 'number'` reads as numbers, which pg gives as text. */
type TextInRaw = 'PgNumericNumber' | 'PgBigInt53' | 'PgBigSerial53';

/**
 * The columns `K` of `table` as a raw statement that selects them unrenamed gives them: under their
 * names in the database (`first_name`), typed as RawRow says, and a `numeric` or `bigint` column
 * as its text (its `mode: 'number'` is applied by the query builder only).
 */
export type RawColumns<
  T extends Table,
  K extends keyof T['_']['columns'] & keyof T['$inferSelect'],
> = RawRow<{
  [
    P in K as T['_']['columns'][P]['_']['name']
  ]: T['_']['columns'][P]['_']['columnType'] extends TextInRaw
    ? string | Extract<T['$inferSelect'][P], null>
    : T['$inferSelect'][P];
}>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface ConnectOptions {
  max?: number;
  /** Give up connecting after this long (a read replica's host gone silent); unset: no limit. */
  connectTimeoutMs?: number;
}

const POOL_CLOSE_MS = 3000;

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
  });
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  pool.on('connect', (client) => {
    // Nor a checked-out one (in a transaction, between two statements), which the pool does not
    // listen to: the error reaches its user through the client's next query, which fails.
    client.on('error', () => {});
    releaseOnFailedBegin(client);
  });
  const db = drizzle(pool, { schema });
  // Shutdown does not wait for ever on a client never given back (a leak would hold the process).
  const close = () =>
    boundedWait(pool.end(), POOL_CLOSE_MS, () =>
      console.error(
        `[db] ${pool.totalCount - pool.idleCount} client(s) still checked out ${POOL_CLOSE_MS} ms into closing the pool: left open`,
      ),
    );
  return { db, pool, close };
}

/**
 * drizzle-orm 0.45 sends a transaction's BEGIN before the try/finally that releases its pooled
 * client, so a BEGIN that fails (the database restarting) leaks the client, and a few leaks
 * exhaust the pool for good (drizzle-team/drizzle-orm#6241, open). Such a client is released here,
 * with the error, so the pool discards it. Remove this once drizzle releases it itself.
 */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  // The class's query, looked up at each call (not captured): whatever wraps pg.Client's query
  // later (the benchmark's statement recorder) still sees every statement.
  const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  client.query = ((...args: unknown[]) => {
    const result = proto.query.apply(client, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (result instanceof Promise && /^\s*begin\b/i.test(text ?? '')) {
      result.catch((error: Error) => client.release(error));
    }
    return result;
  }) as typeof client.query;
}
