import {
  CREDENTIAL_DOCUMENT,
  CREDENTIAL_LIMIT_MESSAGE,
  CREDENTIAL_NOT_FOUND_MESSAGE,
  type Credential,
  type CredentialFields,
  DOCUMENT_NOT_FOUND_MESSAGE,
  EXPIRY_PAST_MESSAGE,
  MAX_CREDENTIALS,
} from '@/contract/credential';
import type { Database } from '@/server/db/client';
import { HttpError, notFound } from '@/server/platform/errors';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import type { SessionUser } from '@/server/platform/session';
import { requireCompanyOwner } from '../companies';
import { attachOrDiscard, deleteAttachedObject, readOriginal, storeDocument } from '../objects';
import {
  deleteCredentialRow,
  findCredential,
  insertCredential,
  listCompanyCredentials,
  lockAndCountCredentials,
} from './credential-repository';

const today = () => new Date().toISOString().slice(0, 10);

export async function listCredentials(
  db: Database,
  user: SessionUser,
  companyId: number,
): Promise<Credential[]> {
  await requireCompanyOwner(db, companyId, user);
  return listCompanyCredentials(db, companyId);
}

/**
 * Submits a credential for review: its document is checked and stored first, then the row is
 * written under the cap; if that fails the document goes again (nothing half-saved).
 */
export async function addCredential(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  fields: CredentialFields,
  document: Buffer,
): Promise<Credential> {
  await requireCompanyOwner(db, companyId, user);
  if (fields.expiresOn <= today()) {
    throw new HttpError(400, EXPIRY_PAST_MESSAGE, { expiresOn: EXPIRY_PAST_MESSAGE });
  }
  const objectId = await storeDocument(db, storage, user.id, document, CREDENTIAL_DOCUMENT);
  return attachOrDiscard(db, storage, objectId, () =>
    db.transaction(async (tx) => {
      if ((await lockAndCountCredentials(tx, companyId)) >= MAX_CREDENTIALS) {
        throw new HttpError(400, CREDENTIAL_LIMIT_MESSAGE);
      }
      return insertCredential(tx, companyId, fields, objectId);
    }),
  );
}

export async function deleteCredential(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  credentialId: number,
): Promise<void> {
  await requireCompanyOwner(db, companyId, user);
  await deleteAttachedObject(db, storage, async (tx) => {
    const objectId = await deleteCredentialRow(tx, companyId, credentialId);
    if (objectId === undefined) throw notFound(CREDENTIAL_NOT_FOUND_MESSAGE);
    return objectId;
  });
}

/**
 * A credential's document, for its business's owner and for admins only: to anyone else it does
 * not exist (404), so its id tells nothing.
 */
export async function readCredentialDocument(
  db: Database,
  storage: ObjectStorage,
  viewer: { id: number; isAdmin: boolean },
  companyId: number,
  credentialId: number,
): Promise<{ bytes: Buffer; contentType: string; kind: string }> {
  const found = await findCredential(db, credentialId);
  const allowed =
    found?.credential.companyId === companyId && (viewer.isAdmin || found.ownerId === viewer.id);
  const document = allowed
    ? await readOriginal(db, storage, found.credential.documentObjectId)
    : null;
  if (!found || !document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return { ...document, kind: found.credential.kind };
}
