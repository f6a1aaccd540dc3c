import type { Locale } from '@/contract/locale';
import {
  MAX_PROJECT_PHOTOS,
  MAX_PROJECTS,
  PROJECT_LIMIT_MESSAGE,
  PROJECT_NOT_FOUND_MESSAGE,
  PROJECT_ORDER_MESSAGE,
  PROJECT_PHOTO_LIMIT_MESSAGE,
  PROJECT_PHOTO_NOT_FOUND_MESSAGE,
  PROJECT_TRADE_MESSAGE,
  type Project,
  type ProjectInput,
} from '@/contract/portfolio';
import { UPLOAD_RULES } from '@/contract/upload';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, HttpError, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import { lockCompanyRow, requireCompanyOwner } from '../companies';
import {
  attachOrDiscard,
  deleteAttachedObject,
  deleteAttachedObjects,
  storeImage,
} from '../objects';
import {
  countProjectPhotos,
  deleteProjectPhotoRow,
  deleteProjectRow,
  insertProject,
  insertProjectPhoto,
  isCompanyTrade,
  listProjects,
  projectIdsOf,
  updateProjectRow,
  writePositions,
} from './portfolio-repository';

/**
 * A business's portfolio, written by its owner (docs/decisions/100): every change to a company's
 * projects holds the company's row, so caps and positions stay right under concurrent requests.
 */

async function requireTrade(db: Executor, companyId: number, input: ProjectInput): Promise<void> {
  if (!(await isCompanyTrade(db, companyId, input.subcategoryId))) {
    throw badRequest(PROJECT_TRADE_MESSAGE, { subcategoryId: PROJECT_TRADE_MESSAGE });
  }
}

/** The project as its owner sees it (hidden ones too); 404 when the company has no such project. */
export async function ownerProject(
  db: Executor,
  companyId: number,
  projectId: number,
  locale: Locale,
): Promise<Project> {
  const [project] = await listProjects(db, { companyId, projectId, withHidden: true }, locale);
  if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
  return project;
}

export async function createProject(
  db: Database,
  user: SessionUser,
  companyId: number,
  input: ProjectInput,
  locale: Locale,
): Promise<Project> {
  await requireCompanyOwner(db, companyId, user);
  await requireTrade(db, companyId, input);
  const id = await db.transaction(async (tx) => {
    await lockCompanyRow(tx, companyId);
    const ids = await projectIdsOf(tx, companyId);
    if (ids.length >= MAX_PROJECTS) throw badRequest(PROJECT_LIMIT_MESSAGE);
    return insertProject(tx, companyId, input, ids.length);
  });
  return ownerProject(db, companyId, id, locale);
}

export async function updateProject(
  db: Database,
  user: SessionUser,
  companyId: number,
  projectId: number,
  input: ProjectInput,
  locale: Locale,
): Promise<Project> {
  await requireCompanyOwner(db, companyId, user);
  await ownerProject(db, companyId, projectId, locale);
  await requireTrade(db, companyId, input);
  await updateProjectRow(db, projectId, input);
  return ownerProject(db, companyId, projectId, locale);
}

/** Deletes the project with its photos; the others close the gap. */
export async function deleteProject(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  projectId: number,
): Promise<void> {
  await requireCompanyOwner(db, companyId, user);
  await deleteAttachedObjects(db, storage, async (tx) => {
    await lockCompanyRow(tx, companyId);
    const ids = await projectIdsOf(tx, companyId);
    if (!ids.includes(projectId)) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
    const objectIds = await deleteProjectRow(tx, projectId);
    await writePositions(
      tx,
      ids.filter((id) => id !== projectId),
    );
    return objectIds;
  });
}

/**
 * Puts the company's projects in the given order: the list must name each of them exactly once.
 * Under the company's lock, so of two reorders at once the second applies to what the first left.
 */
export async function reorderProjects(
  db: Database,
  user: SessionUser,
  companyId: number,
  projectIds: number[],
  locale: Locale,
): Promise<Project[]> {
  await requireCompanyOwner(db, companyId, user);
  await db.transaction(async (tx) => {
    await lockCompanyRow(tx, companyId);
    const current = await projectIdsOf(tx, companyId);
    const given = new Set(projectIds);
    if (
      given.size !== projectIds.length ||
      given.size !== current.length ||
      current.some((id) => !given.has(id))
    ) {
      throw badRequest(PROJECT_ORDER_MESSAGE, { projectIds: PROJECT_ORDER_MESSAGE });
    }
    await writePositions(tx, projectIds);
  });
  return listProjects(db, { companyId, withHidden: true }, locale);
}

/** Adds a photo at the end of the project's, checked by its bytes as a company photo is. */
export async function addProjectPhoto(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  projectId: number,
  bytes: Buffer,
  locale: Locale,
): Promise<Project> {
  await requireCompanyOwner(db, companyId, user);
  const project = await ownerProject(db, companyId, projectId, locale);
  if (project.photos.length >= MAX_PROJECT_PHOTOS) {
    throw new HttpError(400, PROJECT_PHOTO_LIMIT_MESSAGE);
  }
  const objectId = await storeImage(db, storage, user.id, bytes, UPLOAD_RULES.companyPhoto);
  await attachOrDiscard(db, storage, objectId, () =>
    db.transaction(async (tx) => {
      await lockCompanyRow(tx, companyId);
      if (!(await projectIdsOf(tx, companyId)).includes(projectId)) {
        throw notFound(PROJECT_NOT_FOUND_MESSAGE);
      }
      const photos = await countProjectPhotos(tx, projectId);
      if (photos.count >= MAX_PROJECT_PHOTOS) throw new HttpError(400, PROJECT_PHOTO_LIMIT_MESSAGE);
      await insertProjectPhoto(tx, { projectId, objectId, position: photos.next });
    }),
  );
  return ownerProject(db, companyId, projectId, locale);
}

export async function deleteProjectPhoto(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  projectId: number,
  photoId: number,
  locale: Locale,
): Promise<Project> {
  await requireCompanyOwner(db, companyId, user);
  await ownerProject(db, companyId, projectId, locale);
  await deleteAttachedObject(db, storage, async (tx) => {
    const objectId = await deleteProjectPhotoRow(tx, projectId, photoId);
    if (objectId === undefined) throw notFound(PROJECT_PHOTO_NOT_FOUND_MESSAGE);
    return objectId;
  });
  return ownerProject(db, companyId, projectId, locale);
}
