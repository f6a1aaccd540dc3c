import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { LoadRecorder, type LoadFigures } from './stats';

export interface Statement {
  text: string;
  values: unknown[];
}

type QueryArgs = [unknown, unknown?, ...unknown[]];
/** Every `pg` query of this process goes through here, pooled or not. */
const clientPrototype = pg.Client.prototype as unknown as {
  query: (this: pg.Client, ...args: QueryArgs) => unknown;
};
const originalQuery = clientPrototype.query;

/**
 * The SQL statements one request makes, in order: the request goes through the real app
 * (`inject`) while every `pg` query of this process is noted. The job queue's own polling is left out.
 */
export async function recordStatements(app: FastifyInstance, url: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  clientPrototype.query = function (...args) {
    // pg accepts (text, values) or ({ text, values }); drizzle passes ({ text, … }, values).
    const [first, second] = args;
    const config = typeof first === 'string' ? { text: first } : (first as Partial<Statement>);
    const values = config.values ?? (Array.isArray(second) ? (second as unknown[]) : []);
    const statement = { text: config.text ?? '', values };
    if (!statement.text.includes('pgboss')) statements.push(statement);
    return originalQuery.apply(this, args);
  };
  try {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) {
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
  } finally {
    clientPrototype.query = originalQuery;
  }
  return statements;
}

/**
 * Runs the statements straight through `pg`, one set after another per worker, `concurrency`
 * workers sharing a pool as large as the app's: the ceiling the endpoint can approach.
 */
export async function loadSql(
  pool: pg.Pool,
  statements: Statement[],
  concurrency: number,
  seconds: number,
): Promise<LoadFigures> {
  const recorder = new LoadRecorder();
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        for (const statement of statements) await pool.query(statement.text, statement.values);
        recorder.success(performance.now() - t0);
      } catch {
        recorder.failure();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return recorder.figures();
}
