import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { storedObjects } from '@/server/db/schema';
import { imageWork } from '@/server/platform/image-work';
import {
  inspectImage,
  renderImage,
  renderWebRendition,
  type ImageRules,
} from '@/server/platform/images';
import { newStorageKey, type ObjectStorage } from '@/server/platform/storage/object-storage';

export const VARIANTS = ['original', 'web', 'thumb'] as const;
export type Variant = (typeof VARIANTS)[number];

const keyOf = (base: string, variant: Variant) =>
  variant === 'original' ? base : `${base}.${variant}`;
/** The object a stored file belongs to: its key without the variant's suffix. */
export const baseKeyOf = (key: string) => key.split('.')[0]!;

/** The renditions made while the upload waits; the web rendition follows in a job. */
const MADE_ON_UPLOAD = ['original', 'thumb'] as const;

/**
 * Checks an upload by its bytes (waiting its turn in the process's image work), stores its
 * original and thumbnail, then records it. If recording fails the bytes are removed again: nothing
 * half-made. Returns the new object's id.
 */
export async function storeImage(
  db: Executor,
  storage: ObjectStorage,
  ownerId: number,
  bytes: Buffer,
  rules: ImageRules,
): Promise<number> {
  const renditions = await imageWork.run(ownerId, async () =>
    renderImage(bytes, await inspectImage(bytes, rules), rules),
  );
  const base = newStorageKey();
  const keys = MADE_ON_UPLOAD.map((v) => keyOf(base, v));
  await Promise.all(
    MADE_ON_UPLOAD.map((v) =>
      storage.put(keyOf(base, v), renditions[v].bytes, renditions[v].contentType),
    ),
  );
  try {
    const [row] = await db
      .insert(storedObjects)
      .values({
        storageKey: base,
        contentType: renditions.original.contentType,
        byteSize: renditions.original.bytes.length,
        width: renditions.original.width,
        height: renditions.original.height,
        ownerId,
      })
      .returning({ id: storedObjects.id });
    return row!.id;
  } catch (error) {
    await storage.delete(keys).catch(() => {});
    throw error;
  }
}

export interface ReadableObject {
  id: number;
  storageKey: string;
  contentType: string;
  isPublic: boolean;
}

/**
 * An object the viewer may read: logos and company photos are public; a quote's images also for
 * the owners of the businesses it was submitted to; a message's image for both participants of
 * the conversation; anything else only for its uploader.
 */
export async function findReadableObject(
  db: Executor,
  objectId: number,
  viewerId: number | null,
): Promise<ReadableObject | undefined> {
  const { rows } = await db.execute<{
    id: number;
    storage_key: string;
    content_type: string;
    owner_id: number | null;
    is_public: boolean;
    shared_with_viewer: boolean;
  }>(sql`
    SELECT o.id, o.storage_key, o.content_type, o.owner_id,
      (EXISTS (SELECT 1 FROM companies c WHERE c.logo_object_id = o.id)
        OR EXISTS (SELECT 1 FROM company_images ci WHERE ci.object_id = o.id)) AS is_public,
      EXISTS (
        SELECT 1 FROM quote_images qi JOIN quotes q ON q.id = qi.quote_id
        WHERE qi.object_id = o.id AND q.status <> 'draft' AND EXISTS (
          SELECT 1 FROM quote_companies qc JOIN companies c ON c.id = qc.company_id
          WHERE qc.quote_id = q.id AND c.owner_id = ${viewerId ?? 0}))
      OR EXISTS (
        SELECT 1 FROM messages m JOIN quotes q ON q.id = m.quote_id JOIN companies c ON c.id = m.company_id
        WHERE m.image_object_id = o.id AND (q.user_id = ${viewerId ?? 0} OR c.owner_id = ${viewerId ?? 0})) AS shared_with_viewer
    FROM stored_objects o WHERE o.id = ${objectId}`);
  const row = rows[0];
  if (!row) return undefined;
  const allowed =
    row.is_public || row.shared_with_viewer || (viewerId !== null && row.owner_id === viewerId);
  if (!allowed) return undefined;
  return {
    id: row.id,
    storageKey: row.storage_key,
    contentType: row.content_type,
    isPublic: row.is_public,
  };
}

export interface ObjectBytes {
  bytes: Buffer;
  contentType: string;
  /** The variant served: the original while the web rendition is not made yet. */
  variant: Variant;
}

/** A variant's bytes; the original stands in for a web rendition its job has not made yet. */
export async function readObjectBytes(
  storage: ObjectStorage,
  object: ReadableObject,
  variant: Variant,
): Promise<ObjectBytes | null> {
  const bytes = await storage.get(keyOf(object.storageKey, variant));
  if (bytes) {
    const contentType = variant === 'original' ? object.contentType : 'image/webp';
    return { bytes, contentType, variant };
  }
  return variant === 'web' ? readObjectBytes(storage, object, 'original') : null;
}

/**
 * Makes and stores an object's web rendition from its original (the job the first request for it
 * starts). An object deleted meanwhile is left alone; a rendition stored just after its row went
 * is a file without a row, which the upload sweep removes.
 */
export async function makeWebRendition(
  db: Executor,
  storage: ObjectStorage,
  objectId: number,
): Promise<void> {
  const [row] = await db
    .select({ storageKey: storedObjects.storageKey, contentType: storedObjects.contentType })
    .from(storedObjects)
    .where(eq(storedObjects.id, objectId));
  if (!row) return;
  const original = await storage.get(row.storageKey);
  if (!original) throw new Error(`object ${objectId} has no original to render from`);
  const web = await renderWebRendition(original, row.contentType);
  await storage.put(keyOf(row.storageKey, 'web'), web.bytes, web.contentType);
}

/** Removes an object's row; returns its storage key, for its bytes to go once that has committed. */
async function deleteObjectRow(db: Executor, objectId: number): Promise<string | undefined> {
  const [row] = await db
    .delete(storedObjects)
    .where(eq(storedObjects.id, objectId))
    .returning({ storageKey: storedObjects.storageKey });
  return row?.storageKey;
}

export async function deleteStoredBytes(storage: ObjectStorage, storageKey: string): Promise<void> {
  await storage.delete(VARIANTS.map((v) => keyOf(storageKey, v)));
}

/**
 * The bytes of an object whose row is gone, if it had one. Best effort: files left behind have no
 * row, and the upload sweep removes them.
 */
async function discardBytes(storage: ObjectStorage, storageKey: string | undefined): Promise<void> {
  if (storageKey) await deleteStoredBytes(storage, storageKey).catch(() => {});
}

/**
 * Deletes an image that something shows (a company photo, a quote image): `detach` removes what
 * refers to it and returns the object's id; the object's row goes in the same transaction, its
 * bytes once that has committed.
 */
export async function deleteAttachedObject(
  db: Database,
  storage: ObjectStorage,
  detach: (tx: Executor) => Promise<number>,
): Promise<void> {
  await deleteAttachedObjects(db, storage, async (tx) => [await detach(tx)]);
}

/** As deleteAttachedObject, for what shows several images (a draft quote deleted with its own). */
export async function deleteAttachedObjects(
  db: Database,
  storage: ObjectStorage,
  detach: (tx: Executor) => Promise<number[]>,
): Promise<void> {
  const storageKeys = await db.transaction(async (tx) => {
    const keys: Array<string | undefined> = [];
    for (const objectId of await detach(tx)) keys.push(await deleteObjectRow(tx, objectId));
    return keys;
  });
  await Promise.all(storageKeys.map((key) => discardBytes(storage, key)));
}

/** Whether an uploaded object belongs to this user (to attach as a logo, say). */
export async function isOwnObject(
  db: Executor,
  objectId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: storedObjects.ownerId })
    .from(storedObjects)
    .where(eq(storedObjects.id, objectId));
  return row?.ownerId === userId;
}

/**
 * Runs the step that attaches a freshly stored object; if it fails, the object and its bytes are
 * removed again, so a refused attachment leaves nothing behind.
 */
export async function attachOrDiscard<T>(
  db: Executor,
  storage: ObjectStorage,
  objectId: number,
  attach: () => Promise<T>,
): Promise<T> {
  try {
    return await attach();
  } catch (error) {
    await discardBytes(storage, await deleteObjectRow(db, objectId));
    throw error;
  }
}

/**
 * Removes up to `limit` uploads made before `before` that nothing uses (no logo, company photo,
 * quote or message image, held message's image included) and returns their storage keys, for their bytes to go next. Rows being
 * attached at this moment are locked by the attaching transaction and skipped.
 */
export async function deleteUnattachedObjects(
  db: Executor,
  before: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ storage_key: string }>(sql`
    DELETE FROM stored_objects WHERE id IN (
      SELECT o.id FROM stored_objects o
      WHERE o.created_at < ${before.toISOString()}
        AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.logo_object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM company_images ci WHERE ci.object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM quote_images qi WHERE qi.object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.image_object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM held_messages h WHERE h.image_object_id = o.id)
      ORDER BY o.id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING storage_key`);
  return rows.map((row) => row.storage_key);
}

/** Which of these storage keys have a row. */
export async function recordedStorageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: storedObjects.storageKey })
    .from(storedObjects)
    .where(inArray(storedObjects.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}
