import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStorageKey } from '@/server/platform/storage/object-storage';
import { fileOf, multipart, png } from '../support/files';
import { createTestApp, signUp, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';
import { buildWorld, type World } from '../support/world';

let t: TestApp;
let world: World;
let db: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  db = new pg.Client(t.databaseUrl);
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;
const objectIds = async () =>
  (await db.query<{ id: number }>('SELECT id FROM stored_objects ORDER BY id')).rows.map(
    (r) => r.id,
  );
const fileOfKey = (key: string) => path.join(t.config.dataDir, 'objects', key.slice(0, 2), key);
const exists = (key: string) =>
  stat(fileOfKey(key)).then(
    () => true,
    () => false,
  );

/** Files as a crash between writing an upload's files and recording its row leaves them. */
async function filesWithoutRow(ageMs: number): Promise<string[]> {
  const base = newStorageKey();
  const keys = [base, `${base}.web`, `${base}.thumb`];
  const when = new Date(Date.now() - ageMs);
  for (const key of keys) {
    await t.app.storage.put(key, await png(), 'image/png');
    await utimes(fileOfKey(key), when, when);
  }
  return keys;
}

const waitFor = (condition: () => Promise<boolean>, what: string) => until(condition, 20_000, what);

describe('the upload sweep', () => {
  it('is scheduled hourly', async () => {
    const { rows } = await db.query(`SELECT cron FROM pgboss.schedule WHERE name = $1`, [
      'maintenance.sweep-uploads',
    ]);
    expect(rows).toEqual([{ cron: '17 * * * *' }]);
  });

  it('removes uploads unused for a day and files without rows, and keeps everything in use or recent', async () => {
    const attached = (
      await db.query<{ id: number }>(`
        SELECT id FROM stored_objects o WHERE
          EXISTS (SELECT 1 FROM companies c WHERE c.logo_object_id = o.id)
          OR EXISTS (SELECT 1 FROM company_images ci WHERE ci.object_id = o.id)
          OR EXISTS (SELECT 1 FROM quote_images qi WHERE qi.object_id = o.id)
          OR EXISTS (SELECT 1 FROM messages m WHERE m.image_object_id = o.id)
        ORDER BY id`)
    ).rows.map((r) => r.id);
    expect(attached.length).toBeGreaterThan(0);
    const unused = [world.privateObjectId, world.ownerObjectId];
    expect(attached).not.toEqual(expect.arrayContaining(unused));
    const unusedKeys = (
      await db.query<{ storage_key: string }>(
        'SELECT storage_key FROM stored_objects WHERE id = ANY($1)',
        [unused],
      )
    ).rows.map((r) => r.storage_key);
    await db.query(`UPDATE stored_objects SET created_at = now() - interval '25 hours'`);

    const { agent } = await signUp(t);
    const fresh = await agent.request({
      method: 'POST',
      url: '/api/upload/single',
      ...multipart({}, { file: fileOf(await png(), 'new.png', 'image/png') }),
    });
    expect(fresh.statusCode).toBe(201);
    const crashed = await filesWithoutRow(2 * HOUR_MS);
    const inFlight = await filesWithoutRow(60_000);

    await t.app.jobs.enqueue('maintenance.sweep-uploads', {});
    await waitFor(async () => !(await exists(crashed[0]!)), 'the files without a row to go');
    await waitFor(
      async () => (await objectIds()).join() === [...attached, fresh.json().objectId].join(),
      'the unused uploads to go',
    );

    for (const key of [...crashed, ...unusedKeys]) expect(await exists(key), key).toBe(false);
    for (const key of inFlight) expect(await exists(key), key).toBe(true);
    for (const id of unused) {
      expect((await t.agent().get(`/api/objects/${id}`)).statusCode).toBe(404);
    }
    const photo = await t.agent().get(`/api/companies/${world.company.id}/images`);
    expect(photo.json()).toHaveLength(1);
    expect((await t.agent().get(photo.json()[0].objectUrl)).statusCode).toBe(200);
    expect((await agent.get(`/api/objects/${fresh.json().objectId}`)).statusCode).toBe(200);
  });
});
