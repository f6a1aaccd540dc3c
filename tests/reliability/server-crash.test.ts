import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/server/db/client';
import { storedObjects } from '@/server/db/schema';
import { SWEEP_AGES, sweepUploads } from '@/server/modules/objects/upload-sweep';
import { createLocalStorage } from '@/server/platform/storage/object-storage';
import { startAppProcess } from '../support/app-process';
import { createAppSandbox, type AppSandbox } from '../support/test-app';
import { formatReport, Simulation } from './simulation';

let sandbox: AppSandbox;
beforeAll(async () => {
  sandbox = await createAppSandbox('crash');
});
afterAll(async () => sandbox?.dispose());

/** Sweeps files without rows at once (no upload is in flight: the app is stopped), then compares. */
async function filesAndRowsAfterSweep(databaseUrl: string, dataDir: string) {
  const storage = createLocalStorage(path.join(dataDir, 'objects'));
  const handle = connectDatabase(databaseUrl, { max: 1 });
  try {
    const swept = await sweepUploads(handle.db, storage, { ...SWEEP_AGES, fileMs: 0 });
    console.log(`sweep after the crash: ${JSON.stringify(swept)}`);
    const files = new Set<string>();
    for await (const { key } of storage.list()) files.add(key);
    const rows = await handle.db.select({ key: storedObjects.storageKey }).from(storedObjects);
    // Every row has its original and thumbnail; the web rendition is made later, on first request.
    const required = new Set(rows.flatMap(({ key }) => [key, `${key}.thumb`]));
    const allowed = new Set([...required, ...rows.map(({ key }) => `${key}.web`)]);
    return {
      filesWithoutRow: [...files].filter((key) => !allowed.has(key)),
      rowsWithoutFiles: [...required].filter((key) => !files.has(key)),
    };
  } finally {
    await handle.close();
  }
}

describe('the app killed with SIGKILL', () => {
  it('keeps every acknowledged write, leaves nothing half-made, and serves again after a restart', async () => {
    let app = await startAppProcess(sandbox);
    try {
      // A dense stream: 48 customers creating, submitting and writing with 30 ms between actions.
      const simulation = await Simulation.start({
        url: app.url,
        databaseUrl: sandbox.databaseUrl,
        users: 60,
        thinkMs: 30,
      });
      // Everybody in, with a socket, and quotes going through.
      await simulation.underLoad(40);
      await simulation.outage(async () => {
        const killed = app;
        await killed.stop('SIGKILL');
        app = await startAppProcess({ ...sandbox, port: killed.port });
      });
      // Until every dropped socket is back and the stream has gone on after the restart.
      await simulation.recovered(20);
      const report = await simulation.stop();
      console.log(formatReport(report));

      // The kill cut requests in flight, and the stream went on after the restart.
      expect(report.refused.some((f) => /ECONNRESET|socket hang up/.test(f.detail))).toBe(true);
      expect(report.actions.find((a) => a.action === 'submit quote')!.count).toBeGreaterThan(20);
      expect(report.errors).toEqual([]);
      expect(report.messages.lost).toEqual([]);
      expect(report.problems).toEqual([]);
      expect(report.reconnects).toBeGreaterThan(0);

      // Files the kill left without a row (written, not yet recorded) are swept; nothing else is.
      await app.stop();
      expect(await filesAndRowsAfterSweep(sandbox.databaseUrl, sandbox.dataDir)).toEqual({
        filesWithoutRow: [],
        rowsWithoutFiles: [],
      });
    } finally {
      await app.stop();
    }
  });
});
