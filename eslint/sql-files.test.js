import { describe, expect, it } from 'vitest';
import { serverModules } from './route-files.js';
import { platformSqlProblems, sqlFileProblems } from './sql-files.js';

const modules = (files) =>
  new Map(Object.entries(files).map(([module, f]) => [module, new Map(Object.entries(f))]));

describe('SQL only in repositories (docs/architecture.md)', () => {
  it('holds in every server module today', () => {
    expect(sqlFileProblems(serverModules())).toEqual([]);
  });

  it('holds in the platform but for the files that say why', () => {
    expect(platformSqlProblems()).toEqual([]);
  });

  it('takes statements in repositories, and transactions, type imports and fragments elsewhere', () => {
    const ok = modules({
      visits: {
        'visit-repository.ts':
          "import { visits } from '@/server/db/schema';\nexport const f = (db) => db.select().from(visits);\n",
        'repository.ts': 'export const g = (tx) => tx.execute(sql`SELECT 1`);\n',
        'visit-service.ts':
          "import type { visits } from '@/server/db/schema';\nexport const h = (db) => db.transaction((tx) => findVisit(tx));\n",
        'visit-value.ts': 'export const cents = (row) => sql`${row}.price_cents`;\n',
      },
    });
    expect(sqlFileProblems(ok)).toEqual([]);
  });

  it('refuses a statement, a table imported or SQL handed to a runner outside a repository', () => {
    const bad = modules({
      admin: {
        'audit-log.ts':
          "import { and } from 'drizzle-orm';\nimport { auditLog, users } from '@/server/db/schema';\n",
        'report-queue.ts': 'const rows = await db\n    .select()\n    .from(reports);\n',
        'blocked-words.ts': 'await deps.db.execute<{ n: number }>(sql`SELECT count(*)`);\n',
      },
      auth: {
        'account-access.ts':
          "await deleteJobsWhere(tx, ['deliver.email'], sql`state = 'created'`);\n",
        'repository-helpers.ts': 'await tx.insert(users).values(row);\n',
      },
    });
    expect(sqlFileProblems(bad)).toEqual([
      'admin/audit-log.ts:2 imports tables from the schema: only repositories do',
      'admin/report-queue.ts:1 runs SQL: move it into a repository',
      'admin/blocked-words.ts:1 runs SQL: move it into a repository',
      'auth/account-access.ts:1 hands SQL to a helper that runs it: move it into a repository',
      'auth/repository-helpers.ts:1 runs SQL: move it into a repository',
    ]);
  });
});
