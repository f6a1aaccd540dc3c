/**
 * Writes the OpenAPI document that `/api/openapi.json` serves to a file, without serving it:
 * `tsx scripts/openapi-document.ts <file>` (used by `npm run lint:openapi`).
 *
 * buildApp starts the job queue and the realtime listener, which need a PostgreSQL server, so the
 * app is built against a throwaway embedded one in a temporary folder (no migrations: nothing is
 * queried) and nothing of the developer's own data is touched.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { startEmbeddedPostgres } from '@/server/db/embedded';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/openapi-document.ts <output.json>');
  process.exit(2);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-openapi-'));
try {
  const postgres = await startEmbeddedPostgres(dataDir);
  try {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      JOB_WORKERS: 'false',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, databaseUrl: postgres.url });
    try {
      await app.ready();
      await mkdir(path.dirname(path.resolve(out)), { recursive: true });
      await writeFile(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await postgres.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
