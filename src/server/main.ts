import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase, withStartupLock } from './db/bootstrap';
import { connectDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed/demo';
import { deleteExpiredDevices, deleteStaleSignInAttempts } from './modules/auth';
import { seedReferenceData } from './seed/reference';
import { objectStorageOf } from './platform/adapters';
import { deleteExpiredRateLimits } from './platform/rate-limit-store';
import { deleteExpiredSessions } from './platform/session';

const config = loadConfig();
const say = (line: string) => console.log(line);

const database = await prepareDatabase(config, say);
try {
  await withStartupLock(database.url, async () => {
    await runMigrations(database.url);
    const seeding = connectDatabase(database.url, { max: 2 });
    try {
      await seedReferenceData(seeding.db);
      await deleteExpiredSessions(seeding.db, config.sessionIdleMinutes);
      await deleteExpiredRateLimits(seeding.db);
      await deleteStaleSignInAttempts(seeding.db);
      await deleteExpiredDevices(seeding.db);
      if (config.seedDemo && (await seedDemoData(seeding.db, objectStorageOf(config))).created) {
        say('\nDemo data created. Demo logins (password for all: ' + DEMO_PASSWORD + '):');
        for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
          say(`  ${role.padEnd(9)} ${account.email}`);
        }
      }
    } finally {
      await seeding.close();
    }
  });
} catch (error) {
  await database.stop();
  throw error;
}

const app = await buildApp({ config, databaseUrl: database.url });
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: shutting down`);
  // A request that never ends (a stalled upload) must not keep the node from stopping.
  setTimeout(() => {
    app.log.error(
      // What still holds the process (requests, sockets, timers, handles), for the operator.
      { requestsInFlight: app.requestsInFlight(), waitingOn: process.getActiveResourcesInfo() },
      `still shutting down after ${config.shutdownDeadlineSeconds} s: leaving requests unfinished`,
    );
    void database.stop().finally(() => process.exit(1));
  }, config.shutdownDeadlineSeconds * 1000).unref();
  await app.close();
  await database.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/**
 * The last resort: an error nothing caught (a request's errors are answered, a page's render
 * included: platform/client-pages.ts) leaves the process in a state nobody knows. It is logged,
 * the embedded PostgreSQL is stopped (not left running alone), and the process ends with 1 for its
 * supervisor to start it again. The watchdog (db/cluster-watchdog.ts) covers a process that
 * cannot run this (SIGKILL).
 */
let crashed = false;
process.on('uncaughtException', (error, origin) => {
  app.log.fatal({ err: error, origin }, 'uncaught error: stopping the process');
  if (crashed) return;
  crashed = true;
  setTimeout(() => process.exit(1), 10_000);
  void database.stop().finally(() => process.exit(1));
});

await app.listen({ port: config.port, host: config.host });
say(`\nQuoteLocal is running at http://localhost:${config.port}`);
// From the process's start (performance's time origin) to listening: what a restart costs a node.
say(`Started in ${Math.round(performance.now())} ms`);
say(`Outbox (e-mails): ${config.dataDir}/outbox`);
