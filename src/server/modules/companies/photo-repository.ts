import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { companies, companyImages } from '@/server/db/schema';

type PhotoRecord = typeof companyImages.$inferSelect;

/** How many photos a company has. */
export async function countPhotos(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyImages)
    .where(eq(companyImages.companyId, companyId));
  return row?.n ?? 0;
}

/**
 * Locks the company's row until the transaction ends: its photos (and its portfolio's projects)
 * change one writer at a time.
 */
export async function lockCompanyRow(tx: Executor, companyId: number): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}

/** How many photos a company has, and the position after the last. */
export async function countPhotosAndNextPosition(
  tx: Executor,
  companyId: number,
): Promise<{ count: number; next: number }> {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${companyImages.displayOrder}) + 1, 0)::int`,
    })
    .from(companyImages)
    .where(eq(companyImages.companyId, companyId));
  return { count: row?.n ?? 0, next: row?.next ?? 0 };
}

/** A new photo at `displayOrder`; the company's row is marked updated. Its id. */
export async function insertPhoto(
  tx: Executor,
  photo: { companyId: number; objectId: number; caption: string | null; displayOrder: number },
): Promise<number> {
  const [image] = await tx.insert(companyImages).values(photo).returning({ id: companyImages.id });
  await tx
    .update(companies)
    .set({ updatedAt: new Date() })
    .where(eq(companies.id, photo.companyId));
  return image!.id;
}

/** One of the company's photos. */
export async function findPhoto(
  db: Executor,
  companyId: number,
  imageId: number,
): Promise<PhotoRecord | undefined> {
  const [image] = await db
    .select()
    .from(companyImages)
    .where(and(eq(companyImages.id, imageId), eq(companyImages.companyId, companyId)));
  return image;
}

/** Moves the company's photo at position `from` (if any) to position `to`. */
export async function movePhotoAt(
  tx: Executor,
  companyId: number,
  from: number,
  to: number,
): Promise<void> {
  await tx
    .update(companyImages)
    .set({ displayOrder: to })
    .where(and(eq(companyImages.companyId, companyId), eq(companyImages.displayOrder, from)));
}

/** Sets a photo's caption and/or position. */
export async function updatePhotoFields(
  tx: Executor,
  imageId: number,
  fields: Partial<Pick<PhotoRecord, 'caption' | 'displayOrder'>>,
): Promise<void> {
  await tx.update(companyImages).set(fields).where(eq(companyImages.id, imageId));
}

export async function deletePhotoRow(tx: Executor, imageId: number): Promise<void> {
  await tx.delete(companyImages).where(eq(companyImages.id, imageId));
}
