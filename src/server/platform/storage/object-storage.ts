import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '@/server/config';

/** Where uploaded bytes live. Keys are made by the server (`newStorageKey`), never taken from a request. */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  delete(keys: string[]): Promise<void>;
  /** Every stored key with the time it was written (for the sweep of files without rows). */
  list(): AsyncIterable<StoredKey>;
}

export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

const KEY = /^[a-f0-9]{32}(\.[a-z]+)?$/;

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
  return key;
}

/** The default: files under `<DATA_DIR>/objects`, two levels of folders by key prefix. */
export function createLocalStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    const safe = checkedKey(key);
    return path.join(root, safe.slice(0, 2), safe);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async *list() {
      const folders = await fs.readdir(root).catch(() => []);
      for (const folder of folders) {
        const names = await fs.readdir(path.join(root, folder)).catch(() => []);
        for (const key of names.filter((name) => KEY.test(name))) {
          const stats = await fs.stat(fileOf(key)).catch(() => undefined);
          if (stats) yield { key, modifiedAt: stats.mtime };
        }
      }
    },
  };
}

/** Any S3-compatible service (AWS, MinIO, R2 ...), selected by S3_BUCKET. */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) }),
        );
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: keys.map((key) => ({ Key: checkedKey(key) })) },
        }),
      );
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken }),
        );
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified && KEY.test(Key)) yield { key: Key, modifiedAt: LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
