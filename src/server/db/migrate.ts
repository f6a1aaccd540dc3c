import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '@/server/project-root';
import { connectDatabase } from './client';

/** The SQL files drizzle-kit writes; read from the sources, also by the server bundle. */
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/** Applies every pending migration; the same folder runs on the embedded and on an external PostgreSQL. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const handle = connectDatabase(databaseUrl, { max: 1 });
  try {
    await migrate(handle.db, { migrationsFolder });
  } finally {
    await handle.close();
  }
}
