import type { Database, Executor } from '@/server/db/client';
import { imageWork } from '@/server/platform/image-work';
import {
  inspectImage,
  renderImage,
  renderPngWithin,
  renderWebRendition,
  type ImageRules,
} from '@/server/platform/images';
import { newStorageKey, type ObjectStorage } from '@/server/platform/storage/object-storage';
import {
  deleteObjectRow,
  findObjectAccess,
  findObjectFile,
  findObjectOwner,
  insertObject,
} from './object-repository';

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
    return await insertObject(db, {
      storageKey: base,
      contentType: renditions.original.contentType,
      byteSize: renditions.original.bytes.length,
      width: renditions.original.width,
      height: renditions.original.height,
      ownerId,
    });
  } catch (error) {
    await storage.delete(keys).catch(() => {});
    throw error;
  }
}

/** Every PDF starts with these bytes; anything else is taken for an image and checked as one. */
const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * Stores a private document (a credential's certificate): a PDF, recognised by its bytes and kept
 * as it came (its size capped by the upload's limit), or an image through storeImage. Returns the
 * new object's id.
 */
export async function storeDocument(
  db: Executor,
  storage: ObjectStorage,
  ownerId: number,
  bytes: Buffer,
  imageRules: ImageRules,
): Promise<number> {
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return storeImage(db, storage, ownerId, bytes, imageRules);
  }
  const key = newStorageKey();
  await storage.put(key, bytes, 'application/pdf');
  try {
    return await insertObject(db, {
      storageKey: key,
      contentType: 'application/pdf',
      byteSize: bytes.length,
      width: null,
      height: null,
      ownerId,
    });
  } catch (error) {
    await storage.delete([key]).catch(() => {});
    throw error;
  }
}

/** A stored object's original bytes and type (a document, served only after its owner's check). */
export async function readOriginal(
  db: Executor,
  storage: ObjectStorage,
  objectId: number,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await findObjectFile(db, objectId);
  const bytes = row ? await storage.get(row.storageKey) : null;
  return row && bytes ? { bytes, contentType: row.contentType } : null;
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
  const row = await findObjectAccess(db, objectId, viewerId);
  // A credential's document is served only by its own route, as an attachment.
  if (!row || row.is_document) return undefined;
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
  const row = await findObjectFile(db, objectId);
  if (!row) return;
  const original = await storage.get(row.storageKey);
  if (!original) throw new Error(`object ${objectId} has no original to render from`);
  const web = await renderWebRendition(original, row.contentType);
  await storage.put(keyOf(row.storageKey, 'web'), web.bytes, web.contentType);
}

/** A stored image's original as a PNG within width × height; null when its bytes are gone. */
export async function readObjectAsPng(
  db: Executor,
  storage: ObjectStorage,
  objectId: number,
  box: { width: number; height: number },
): Promise<Buffer | null> {
  const row = await findObjectFile(db, objectId);
  const original = row ? await storage.get(row.storageKey) : null;
  return original ? renderPngWithin(original, box.width, box.height) : null;
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
  return (await findObjectOwner(db, objectId)) === userId;
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
