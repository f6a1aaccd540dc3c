/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the database (the embedded cluster
 * in DATA_DIR, or DATABASE_URL) and the local objects in one tar file (gzip when FILE ends in .gz
 * or .tgz). See src/server/db/backup/archive.ts and docs/deploy.md.
 */
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { backup, restore } from '@/server/db/backup/archive';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: npm run db:backup -- FILE | npm run db:restore -- FILE');
  process.exit(2);
}

try {
  const run = command === 'backup' ? backup : restore;
  await run(loadConfig(), path.resolve(file), (line) => console.log(line));
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
