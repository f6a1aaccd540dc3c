import {
  CREDENTIAL_NOT_FOUND_MESSAGE,
  type Credential,
  NOT_PENDING_MESSAGE,
  type QueuedCredential,
  type RejectCredential,
  VERIFIED_IN_FUTURE_MESSAGE,
  type VerifyCredential,
} from '@/contract/credential';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { HttpError, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { SessionUser } from '@/server/platform/session';
import { appendAuditEntry } from '../admin';
import { findEmailRecipient } from '../users';
import { credentialRejectedEmail } from './credential-emails';
import { listPendingCredentials, lockCredential, recordDecision } from './credential-repository';

/** How many pending submissions the queue shows at once (oldest first). */
const QUEUE_LIMIT = 100;

export interface ReviewDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
}

export const pendingCredentials = (db: Database): Promise<QueuedCredential[]> =>
  listPendingCredentials(db, QUEUE_LIMIT);

/** The credential locked for a decision: 404 when there is none, 409 once it has been decided. */
async function requirePending(tx: Executor, credentialId: number) {
  const found = await lockCredential(tx, credentialId);
  if (!found) throw notFound(CREDENTIAL_NOT_FOUND_MESSAGE);
  if (found.credential.status !== 'pending') throw new HttpError(409, NOT_PENDING_MESSAGE);
  return found;
}

/** Marks a credential verified (the day checked and how); the decision goes to the audit log. */
export async function verifyCredential(
  deps: ReviewDeps,
  admin: SessionUser,
  credentialId: number,
  input: VerifyCredential,
): Promise<Credential> {
  if (input.verifiedOn > new Date().toISOString().slice(0, 10)) {
    throw new HttpError(400, VERIFIED_IN_FUTURE_MESSAGE, {
      verifiedOn: VERIFIED_IN_FUTURE_MESSAGE,
    });
  }
  return deps.db.transaction(async (tx) => {
    await requirePending(tx, credentialId);
    const credential = await recordDecision(tx, credentialId, {
      status: 'verified',
      verifiedOn: input.verifiedOn,
      verifiedHow: input.verifiedHow,
      rejectedReason: null,
      reviewedBy: admin.id,
    });
    await appendAuditEntry(tx, admin, {
      action: 'credential.verify',
      target: { type: 'credential', id: credentialId },
      reason: `Checked on ${input.verifiedOn}: ${input.verifiedHow}`,
      reportId: null,
    });
    return credential;
  });
}

/**
 * Rejects a credential: the reason goes to the audit log and, by e-mail in the same transaction,
 * to the business's owner.
 */
export async function rejectCredential(
  deps: ReviewDeps,
  admin: SessionUser,
  credentialId: number,
  input: RejectCredential,
): Promise<Credential> {
  return deps.db.transaction(async (tx) => {
    const { ownerId } = await requirePending(tx, credentialId);
    const credential = await recordDecision(tx, credentialId, {
      status: 'rejected',
      verifiedOn: null,
      verifiedHow: null,
      rejectedReason: input.reason,
      reviewedBy: admin.id,
    });
    await appendAuditEntry(tx, admin, {
      action: 'credential.reject',
      target: { type: 'credential', id: credentialId },
      reason: input.reason,
      reportId: null,
    });
    const owner = await findEmailRecipient(tx, ownerId, 'any');
    if (owner) {
      const mail = credentialRejectedEmail(owner, credential, input.reason, deps.config.appUrl);
      await deps.jobs.enqueue('deliver.email', mail, { tx });
    }
    return credential;
  });
}
