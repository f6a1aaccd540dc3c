import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess } from '../support/app-process';
import { stoppableDatabase, type StoppableDatabase } from '../support/scratch-database';
import { formatReport, Simulation } from './simulation';

let database: StoppableDatabase;
beforeAll(async () => {
  database = await stoppableDatabase('pg-restart');
});
afterAll(async () => database?.dispose());

describe('a PostgreSQL restart under load', () => {
  it('is survived by the app by itself: requests, sockets and jobs recover and nothing acknowledged is lost', async () => {
    const { url: databaseUrl, appDir: dataDir, server } = database;
    const app = await startAppProcess({ databaseUrl, dataDir });
    try {
      const simulation = await Simulation.start({ url: app.url, databaseUrl, users: 100 });
      // Everybody in, with a socket, and quotes going through.
      await simulation.underLoad(40);
      await simulation.outage(() => server.restart());
      // Until every socket the restart dropped is back and quotes go through again.
      await simulation.recovered(20);
      const report = await simulation.stop();
      console.log(formatReport(report));
      if (app.child.exitCode !== null) console.log(app.output());
      expect(app.child.exitCode).toBeNull();

      expect(report.refused.length).toBeGreaterThan(0);
      expect(report.errors).toEqual([]);
      expect(report.messages.lost).toEqual([]);
      expect(report.problems).toEqual([]);
      // The sockets open then were told to reconnect (1012) when the node stopped listening, and did.
      expect(report.reconnects).toBeGreaterThan(0);

      // The job queue works again: a quote submitted after the restart reaches its business's inbox.
      const submitted = [...simulation.ledger.quotes].filter(([, q]) => q.submitted);
      const last = Math.max(...submitted.map(([id]) => id));
      await expect
        .poll(
          async () => (await outboxTexts(dataDir)).some((t) => t.includes(`quoteId=${last}&`)),
          {
            timeout: 20_000,
            interval: 250,
          },
        )
        .toBe(true);
      expect(await app.stop()).toEqual({ code: 0, signal: null });
    } finally {
      await app.stop();
    }
  });
});

async function outboxTexts(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json'));
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}
