/**
 * Load test: simulated people (customers signing up, searching, asking businesses for quotes with
 * photos and writing to them; business owners answering from their inbox, all with a live /ws
 * socket) against the app started as a real process on loopback.
 *
 *   npm run test:load -- [--users 200] [--duration 60] [--think 250]
 *
 * DATABASE_URL: that PostgreSQL (the run adds its own users and companies); without it a throwaway
 * embedded one. Prints requests, req/s and latency per action; exits 1 on any error, any
 * acknowledged message that did not reach the other side's socket, or any acknowledged write
 * missing from the database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startAppProcess } from '../support/app-process';
import { scratchDatabase } from '../support/scratch-database';
import { simulatedDelay } from '../support/waiting';
import { formatReport, Simulation, type SimulationReport } from './simulation';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const users = option('users', 200);
const seconds = option('duration', 60);
const thinkMs = option('think', 250);

const database = await scratchDatabase('load');
const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-load-'));
let passed: boolean;
try {
  passed = await run(database.url, dataDir);
} finally {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(passed ? 'PASSED' : 'FAILED');
process.exit(passed ? 0 : 1);

async function run(databaseUrl: string, dataDir: string): Promise<boolean> {
  const app = await startAppProcess({ databaseUrl, dataDir });
  let report: SimulationReport;
  try {
    console.log(`${users} simulated people for ${seconds} s against ${app.url}`);
    const simulation = await Simulation.start({ url: app.url, databaseUrl, users, thinkMs });
    await simulatedDelay(seconds * 1000); // the run's length
    report = await simulation.stop();
  } catch (error) {
    await app.stop('SIGKILL');
    throw error;
  }
  const exit = await app.stop();
  console.log(formatReport(report));
  console.log(await jobQueueFigures(databaseUrl));
  if (exit.code !== 0)
    console.log(`the app exited with ${exit.signal ?? exit.code}:\n${app.output()}`);
  const failures = report.errors.length + report.messages.lost.length + report.problems.length;
  return exit.code === 0 && failures === 0;
}

/** Whether the job queue kept up: jobs by queue and state when the run ended. */
async function jobQueueFigures(databaseUrl: string): Promise<string> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; state: string; n: number }>(
      `SELECT name, state, count(*)::int AS n FROM pgboss.job
       WHERE name NOT LIKE '\\_\\_%' GROUP BY name, state ORDER BY name, state`,
    );
    return 'jobs at the end: ' + rows.map((r) => `${r.name} ${r.state} ${r.n}`).join(', ');
  } finally {
    await client.end();
  }
}
