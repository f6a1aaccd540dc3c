import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, multipart, png } from '../support/files';
import { createTestApp, signUp } from '../support/test-app';
import { until } from '../support/waiting';
import { findFreePort } from '@/server/db/free-port';
import {
  createS3Storage,
  newStorageKey,
  type ObjectStorage,
} from '@/server/platform/storage/object-storage';

/** The S3 adapter against a real S3-compatible server (s3rver) on loopback. */
let server: { run(): Promise<unknown>; close(): Promise<void> };
let dir: string;
let storage: ObjectStorage;
let settings: Parameters<typeof createS3Storage>[0];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-s3-'));
  const port = await findFreePort();
  server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
  }) as typeof server;
  await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'quotelocal-test',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  storage = createS3Storage(settings);
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3-compatible object storage', () => {
  it('puts, gets and deletes bytes', async () => {
    const key = newStorageKey();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.get(key)).toEqual(bytes);
    await storage.delete([key]);
    expect(await storage.get(key)).toBeNull();
  });

  it('lists what it holds with the time each key was written (for the upload sweep)', async () => {
    const keys = [newStorageKey(), newStorageKey()];
    const before = Date.now() - 60_000;
    for (const key of keys) await storage.put(key, Buffer.from([1]), 'image/png');
    const listed = new Map<string, Date>();
    for await (const { key, modifiedAt } of storage.list()) listed.set(key, modifiedAt);
    for (const key of keys) expect(listed.get(key)?.getTime()).toBeGreaterThan(before);
    await storage.delete(keys);
    const after = [];
    for await (const { key } of storage.list()) after.push(key);
    expect(after).not.toEqual(expect.arrayContaining([keys[0]]));
  });

  it('answers null for a key that holds nothing and refuses keys it did not make', async () => {
    expect(await storage.get(newStorageKey())).toBeNull();
    await expect(storage.get('../secrets')).rejects.toThrow(/refusing storage key/);
  });

  it('carries the whole upload path when the app is configured for S3', async () => {
    const t = await createTestApp({ s3: settings });
    try {
      const { agent } = await signUp(t);
      const body = multipart({}, { file: fileOf(await png(), 'a.png', 'image/png') });
      const uploaded = await agent.request({ method: 'POST', url: '/api/upload/single', ...body });
      expect(uploaded.statusCode).toBe(201);
      const url = `/api/objects/${uploaded.json().objectId}`;
      expect((await agent.get(`${url}?variant=thumb`)).headers['content-type']).toBe('image/webp');
      // The web rendition is made by a job, from the original it reads back from the bucket.
      await until(
        async () =>
          (await agent.get(`${url}?variant=web`)).headers['content-type'] === 'image/webp',
      );
    } finally {
      await t.close();
    }
  });
});
