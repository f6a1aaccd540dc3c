import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, RawColumns } from '@/server/db/client';
import { storedObjects } from '@/server/db/schema';

type ObjectRecord = typeof storedObjects.$inferSelect;

/** Records a stored upload; its id. */
export async function insertObject(
  db: Executor,
  object: Pick<
    ObjectRecord,
    'storageKey' | 'contentType' | 'byteSize' | 'width' | 'height' | 'ownerId'
  >,
): Promise<number> {
  const [row] = await db.insert(storedObjects).values(object).returning({ id: storedObjects.id });
  return row!.id;
}

/**
 * An object with what decides who may read it: whether something public shows it (a logo, a
 * company or project photo), and whether the viewer shares it (a quote's image with the businesses it was
 * submitted to, a message's image with both participants). Raw SQL: EXISTS over six tables.
 */
export async function findObjectAccess(db: Executor, objectId: number, viewerId: number | null) {
  // Raw SQL: EXISTS over six tables.
  const { rows } = await db.execute<
    RawColumns<typeof storedObjects, 'id' | 'storageKey' | 'contentType' | 'ownerId'> & {
      is_public: boolean;
      shared_with_viewer: boolean;
      is_document: boolean;
    }
  >(sql`
    SELECT o.id, o.storage_key, o.content_type, o.owner_id,
      (EXISTS (SELECT 1 FROM companies c WHERE c.logo_object_id = o.id)
        OR EXISTS (SELECT 1 FROM company_images ci WHERE ci.object_id = o.id)
        OR EXISTS (SELECT 1 FROM project_photos pp WHERE pp.object_id = o.id)) AS is_public,
      EXISTS (
        SELECT 1 FROM quote_images qi JOIN quotes q ON q.id = qi.quote_id
        WHERE qi.object_id = o.id AND q.status <> 'draft' AND EXISTS (
          SELECT 1 FROM quote_companies qc JOIN companies c ON c.id = qc.company_id
          WHERE qc.quote_id = q.id AND c.owner_id = ${viewerId ?? 0}))
      OR EXISTS (
        SELECT 1 FROM messages m JOIN quotes q ON q.id = m.quote_id JOIN companies c ON c.id = m.company_id
        WHERE m.image_object_id = o.id AND (q.user_id = ${viewerId ?? 0} OR c.owner_id = ${viewerId ?? 0})) AS shared_with_viewer,
      EXISTS (SELECT 1 FROM business_credentials bc WHERE bc.document_object_id = o.id) AS is_document
    FROM stored_objects o WHERE o.id = ${objectId}`);
  return rows[0];
}

/** An object's storage key and content type. */
export async function findObjectFile(
  db: Executor,
  objectId: number,
): Promise<Pick<ObjectRecord, 'storageKey' | 'contentType'> | undefined> {
  const [row] = await db
    .select({ storageKey: storedObjects.storageKey, contentType: storedObjects.contentType })
    .from(storedObjects)
    .where(eq(storedObjects.id, objectId));
  return row;
}

/** Who uploaded an object (undefined for none, or no such object). */
export async function findObjectOwner(
  db: Executor,
  objectId: number,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ ownerId: storedObjects.ownerId })
    .from(storedObjects)
    .where(eq(storedObjects.id, objectId));
  return row?.ownerId;
}

/** Removes an object's row; returns its storage key, for its bytes to go once that has committed. */
export async function deleteObjectRow(db: Executor, objectId: number): Promise<string | undefined> {
  const [row] = await db
    .delete(storedObjects)
    .where(eq(storedObjects.id, objectId))
    .returning({ storageKey: storedObjects.storageKey });
  return row?.storageKey;
}

/**
 * Removes up to `limit` uploads made before `before` that nothing uses (no logo, company photo,
 * quote or message image, held message's image included, credential document) and returns their storage keys, for their bytes to go next. Rows being
 * attached at this moment are locked by the attaching transaction and skipped.
 */
export async function deleteUnattachedObjects(
  db: Executor,
  before: Date,
  limit: number,
): Promise<string[]> {
  // Raw SQL: DELETE … IN (… FOR UPDATE SKIP LOCKED) RETURNING.
  const { rows } = await db.execute<RawColumns<typeof storedObjects, 'storageKey'>>(sql`
    DELETE FROM stored_objects WHERE id IN (
      SELECT o.id FROM stored_objects o
      WHERE o.created_at < ${before.toISOString()}
        AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.logo_object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM company_images ci WHERE ci.object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM project_photos pp WHERE pp.object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM quote_images qi WHERE qi.object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.image_object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM held_messages h WHERE h.image_object_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM business_credentials bc WHERE bc.document_object_id = o.id)
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
