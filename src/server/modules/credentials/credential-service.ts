import {
  CREDENTIAL_DOCUMENT,
  CREDENTIAL_LIMIT_MESSAGE,
  CREDENTIAL_NOT_FOUND_MESSAGE,
  type Credential,
  type CredentialFields,
  DOCUMENT_NOT_FOUND_MESSAGE,
  EXPIRY_PAST_MESSAGE,
  MAX_CREDENTIALS,
  NOT_RENEWABLE_MESSAGE,
  RENEWAL_EXPIRY_MESSAGE,
  RENEWAL_WAITING_MESSAGE,
} from '@/contract/credential';
import type { Database, Executor } from '@/server/db/client';
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
import { renewalStatus } from './credential-expiry-repository';

const today = () => new Date().toISOString().slice(0, 10);

export async function listCredentials(
  db: Database,
  user: SessionUser,
  companyId: number,
): Promise<Credential[]> {
  await requireCompanyOwner(db, companyId, user);
  return listCompanyCredentials(db, companyId);
}

/** The expiry date a submission or a renewal gives: 400 unless it is after today. */
function requireFutureExpiry(expiresOn: string): void {
  if (expiresOn <= today()) {
    throw new HttpError(400, EXPIRY_PAST_MESSAGE, { expiresOn: EXPIRY_PAST_MESSAGE });
  }
}

/**
 * Stores a checked document, then writes the credential with `insert` in a transaction under the
 * cap; if that fails the document goes again (nothing half-saved).
 */
async function submitWithDocument(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  document: Buffer,
  insert: (tx: Executor, objectId: number) => Promise<Credential>,
): Promise<Credential> {
  const objectId = await storeDocument(db, storage, user.id, document, CREDENTIAL_DOCUMENT);
  return attachOrDiscard(db, storage, objectId, () =>
    db.transaction(async (tx) => {
      if ((await lockAndCountCredentials(tx, companyId)) >= MAX_CREDENTIALS) {
        throw new HttpError(400, CREDENTIAL_LIMIT_MESSAGE);
      }
      return insert(tx, objectId);
    }),
  );
}

/** Submits a credential for review. */
export async function addCredential(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  fields: CredentialFields,
  document: Buffer,
): Promise<Credential> {
  await requireCompanyOwner(db, companyId, user);
  requireFutureExpiry(fields.expiresOn);
  return submitWithDocument(db, storage, user, companyId, document, (tx, objectId) =>
    insertCredential(tx, companyId, fields, objectId),
  );
}

/**
 * The credential to renew: this company's, verified or expired, with no renewal waiting or
 * verified, and expiring before `expiresOn`; else 404, 409 or 400.
 */
async function requireRenewable(
  db: Executor,
  companyId: number,
  credentialId: number,
  expiresOn: string,
) {
  const found = await findCredential(db, credentialId);
  if (found?.credential.companyId !== companyId) throw notFound(CREDENTIAL_NOT_FOUND_MESSAGE);
  const { credential } = found;
  if (credential.status !== 'verified' && credential.status !== 'expired') {
    throw new HttpError(409, NOT_RENEWABLE_MESSAGE);
  }
  if (await renewalStatus(db, credentialId)) throw new HttpError(409, RENEWAL_WAITING_MESSAGE);
  if (expiresOn <= credential.expiresOn) {
    throw new HttpError(400, RENEWAL_EXPIRY_MESSAGE, { expiresOn: RENEWAL_EXPIRY_MESSAGE });
  }
  return credential;
}

/**
 * Renews a verified or expired credential (issue 36 item 3): a new pending submission with the
 * same licence or policy, a new document and a later expiry, back in the admins' queue. The old
 * one keeps its badge until its own expiry. Checked before the document is stored and again under
 * the company's lock, where two renewals at once are one after the other.
 */
export async function renewCredential(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  companyId: number,
  credentialId: number,
  expiresOn: string,
  document: Buffer,
): Promise<Credential> {
  await requireCompanyOwner(db, companyId, user);
  requireFutureExpiry(expiresOn);
  await requireRenewable(db, companyId, credentialId, expiresOn);
  return submitWithDocument(db, storage, user, companyId, document, async (tx, objectId) => {
    const old = await requireRenewable(tx, companyId, credentialId, expiresOn);
    const { kind, trade, issuingState, licenceNumber, insurer, policyType, coverageCents } = old;
    return insertCredential(
      tx,
      companyId,
      {
        kind,
        trade,
        issuingState,
        licenceNumber,
        insurer,
        policyType,
        coverageCents,
        expiresOn,
        renewsId: credentialId,
      },
      objectId,
    );
  });
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
