import { and, eq, sql } from 'drizzle-orm';
import { MAX_COMPANY_PHOTOS } from '@/contract/business';
import type { CompanyImage } from '@/contract/company';
import { UPLOAD_RULES } from '@/contract/upload';
import type { Database, Executor } from '@/server/db/client';
import { companies, companyImages } from '@/server/db/schema';
import { HttpError, notFound } from '@/server/platform/errors';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import type { SessionUser } from '@/server/platform/session';
import { attachOrDiscard, deleteAttachedObject, storeImage } from '../objects';
import { listCompanyImages } from './company-repository';
import { requireCompanyOwner } from './company-service';

export const PHOTO_LIMIT_REACHED = `A company can have at most ${MAX_COMPANY_PHOTOS} photos.`;

async function photoCount(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companyImages)
    .where(eq(companyImages.companyId, companyId));
  return row?.n ?? 0;
}

/**
 * Adds a photo at the end. The cap is checked before the (costly) image work and again under a
 * lock on the company row, so two uploads at once can never make an eleventh photo.
 */
export async function addPhoto(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  bytes: Buffer,
  caption: string | null,
): Promise<CompanyImage> {
  await requireCompanyOwner(db, companyId, user);
  if ((await photoCount(db, companyId)) >= MAX_COMPANY_PHOTOS)
    throw new HttpError(400, PHOTO_LIMIT_REACHED);
  const objectId = await storeImage(db, storage, user.id, bytes, UPLOAD_RULES.companyPhoto);
  return attachOrDiscard(db, storage, objectId, async () => {
    const imageId = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${companyId} FOR UPDATE`);
      const [row] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          next: sql<number>`coalesce(max(${companyImages.displayOrder}) + 1, 0)::int`,
        })
        .from(companyImages)
        .where(eq(companyImages.companyId, companyId));
      if ((row?.n ?? 0) >= MAX_COMPANY_PHOTOS) throw new HttpError(400, PHOTO_LIMIT_REACHED);
      const [image] = await tx
        .insert(companyImages)
        .values({ companyId, objectId, caption, displayOrder: row?.next ?? 0 })
        .returning({ id: companyImages.id });
      await tx.update(companies).set({ updatedAt: new Date() }).where(eq(companies.id, companyId));
      return image!.id;
    });
    return (await listCompanyImages(db, companyId)).find((i) => i.id === imageId)!;
  });
}

async function requirePhoto(db: Executor, companyId: number, imageId: number) {
  const [image] = await db
    .select()
    .from(companyImages)
    .where(and(eq(companyImages.id, imageId), eq(companyImages.companyId, companyId)));
  if (!image) throw notFound('Photo not found');
  return image;
}

/** Changes the caption and/or the position; a position held by another photo swaps with it. */
export async function updatePhoto(
  db: Database,
  user: SessionUser,
  companyId: number,
  imageId: number,
  patch: { caption?: string | null | undefined; displayOrder?: number | undefined },
): Promise<CompanyImage[]> {
  await requireCompanyOwner(db, companyId, user);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${companyId} FOR UPDATE`);
    const image = await requirePhoto(tx, companyId, imageId);
    if (patch.displayOrder !== undefined && patch.displayOrder !== image.displayOrder) {
      await tx
        .update(companyImages)
        .set({ displayOrder: image.displayOrder })
        .where(
          and(
            eq(companyImages.companyId, companyId),
            eq(companyImages.displayOrder, patch.displayOrder),
          ),
        );
    }
    await tx
      .update(companyImages)
      .set({
        ...(patch.caption !== undefined ? { caption: patch.caption || null } : {}),
        ...(patch.displayOrder !== undefined ? { displayOrder: patch.displayOrder } : {}),
      })
      .where(eq(companyImages.id, imageId));
  });
  return listCompanyImages(db, companyId);
}

export async function deletePhoto(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  imageId: number,
): Promise<void> {
  await requireCompanyOwner(db, companyId, user);
  await deleteAttachedObject(db, storage, async (tx) => {
    const image = await requirePhoto(tx, companyId, imageId);
    await tx.delete(companyImages).where(eq(companyImages.id, imageId));
    return image.objectId;
  });
}
