import { MAX_COMPANY_PHOTOS } from '@/contract/business';
import type { CompanyImage } from '@/contract/company';
import { UPLOAD_RULES } from '@/contract/upload';
import type { Database, Executor } from '@/server/db/client';
import { HttpError, notFound } from '@/server/platform/errors';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import type { SessionUser } from '@/server/platform/session';
import { attachOrDiscard, deleteAttachedObject, storeImage } from '../objects';
import { listCompanyImages } from './company-repository';
import { requireCompanyOwner } from './company-service';
import {
  countPhotos,
  countPhotosAndNextPosition,
  deletePhotoRow,
  findPhoto,
  insertPhoto,
  lockCompanyRow,
  movePhotoAt,
  updatePhotoFields,
} from './photo-repository';

export const PHOTO_LIMIT_REACHED = `A company can have at most ${MAX_COMPANY_PHOTOS} photos.`;

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
  if ((await countPhotos(db, companyId)) >= MAX_COMPANY_PHOTOS)
    throw new HttpError(400, PHOTO_LIMIT_REACHED);
  const objectId = await storeImage(db, storage, user.id, bytes, UPLOAD_RULES.companyPhoto);
  return attachOrDiscard(db, storage, objectId, async () => {
    const imageId = await db.transaction(async (tx) => {
      await lockCompanyRow(tx, companyId);
      const photos = await countPhotosAndNextPosition(tx, companyId);
      if (photos.count >= MAX_COMPANY_PHOTOS) throw new HttpError(400, PHOTO_LIMIT_REACHED);
      return insertPhoto(tx, { companyId, objectId, caption, displayOrder: photos.next });
    });
    return (await listCompanyImages(db, companyId)).find((i) => i.id === imageId)!;
  });
}

async function requirePhoto(db: Executor, companyId: number, imageId: number) {
  const image = await findPhoto(db, companyId, imageId);
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
    await lockCompanyRow(tx, companyId);
    const image = await requirePhoto(tx, companyId, imageId);
    if (patch.displayOrder !== undefined && patch.displayOrder !== image.displayOrder) {
      await movePhotoAt(tx, companyId, patch.displayOrder, image.displayOrder);
    }
    await updatePhotoFields(tx, imageId, {
      ...(patch.caption !== undefined ? { caption: patch.caption || null } : {}),
      ...(patch.displayOrder !== undefined ? { displayOrder: patch.displayOrder } : {}),
    });
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
    await deletePhotoRow(tx, imageId);
    return image.objectId;
  });
}
