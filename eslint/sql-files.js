import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A statement run on a handle: `db.select(`, `tx\n  .insert(`, `deps.db.execute(`, `this.db.delete(`… */
const RUN_ON_HANDLE =
  /\b(?:db|tx|executor)\s*\.\s*(?:execute|select|selectDistinct|insert|update|delete)\s*[(<]/g;
/** A value (not a type) imported from the schema: its tables are what statements are built from. */
const SCHEMA_VALUE_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'@\/server\/db\/schema';/gms;
/** Platform helpers that run the SQL they are given. */
const SQL_TO_RUNNER = /\b(?:lockLimits|deleteJobsWhere)\s*\([^;]*?\bsql`/gs;

/**
 * The platform's files that run SQL of their own, each with its reason: they sit below the
 * modules (docs/architecture.md), serve every module alike, and own no domain's tables.
 */
export const PLATFORM_SQL = {
  'health.ts': 'the readiness probe asks the database itself (SELECT 1, the migrations applied)',
  'jobs.ts': "the job queue's own tables (pgboss.*)",
  'limit-locks.ts': 'the advisory locks of counted limits that every module takes',
  'rate-limit-store.ts': "the rate limiter's counters, before any module answers",
  'realtime.ts': 'pg_notify, the channel between the nodes',
  'session.ts': 'the sessions read on every request, before any module answers',
};

const runsSql = (source) =>
  [RUN_ON_HANDLE, SCHEMA_VALUE_IMPORT].some((pattern) => source.match(pattern) !== null);

const isRepository = (file) => /(?:^|-)repository\.ts$/.test(file);
const lineOf = (source, index) => source.slice(0, index).split('\n').length;

/**
 * What breaks "the repository holds the SQL" (docs/architecture.md, "modules/<domain>/") in these
 * modules, each a map of file name to source: outside `repository.ts` and `<name>-repository.ts`,
 * no file runs a statement on a handle, imports a table from the schema (types may be imported),
 * or hands SQL to a platform helper that runs it. Transactions are begun in services, and SQL
 * fragments (a column's expression a repository embeds) may be written anywhere.
 */
export function sqlFileProblems(modules) {
  const problems = [];
  for (const [module, files] of modules) {
    for (const [file, source] of files) {
      if (isRepository(file)) continue;
      const where = (index) => `${module}/${file}:${lineOf(source, index)}`;
      for (const m of source.matchAll(RUN_ON_HANDLE))
        problems.push(`${where(m.index)} runs SQL: move it into a repository`);
      for (const m of source.matchAll(SCHEMA_VALUE_IMPORT))
        problems.push(`${where(m.index)} imports tables from the schema: only repositories do`);
      for (const m of source.matchAll(SQL_TO_RUNNER))
        problems.push(
          `${where(m.index)} hands SQL to a helper that runs it: move it into a repository`,
        );
    }
  }
  return problems;
}

/** The files of `src/server/platform` (tests left out) that run SQL and are not in PLATFORM_SQL. */
export function platformSqlProblems(root = process.cwd()) {
  const dir = path.join(root, 'src/server/platform');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter(
      (file) => !(file in PLATFORM_SQL) && runsSql(readFileSync(path.join(dir, file), 'utf8')),
    )
    .map(
      (file) => `platform/${file} runs SQL: move it into a module's repository, or say why here`,
    );
}
