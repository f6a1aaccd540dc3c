import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { runMigrations } from '@/server/db/migrate';
import { connectDatabase } from '@/server/db/client';
import { seedReferenceData } from '@/server/seed/reference';
import { databaseUrl } from './database-url';
import { pino } from 'pino';
import { startJobQueue } from '@/server/platform/jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Migrate once, isolate per test file: one migrated template database, which each test file
 * copies. The server is the embedded PostgreSQL, or the one TEST_DATABASE_URL names.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | undefined;
  let stopServer = async () => {};
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-test-'));
    const embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.url;
    stopServer = () => embedded.stop();
  }
  const template = `ql_template_${process.pid}_${project.name}`;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const templateUrl = databaseUrl(adminUrl, template);
  await runMigrations(templateUrl);
  const handle = connectDatabase(templateUrl, { max: 1 });
  await seedReferenceData(handle.db);
  await handle.close();
  // pg-boss installs its schema on first start: do it once here, every copy inherits it.
  const jobs = await startJobQueue(templateUrl, pino({ level: 'silent' }));
  await jobs.stop();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await stopServer();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
