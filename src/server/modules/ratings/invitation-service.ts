import { localizedPath } from '@/contract/locale';
import {
  INVITATION_ALREADY_REVIEWED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_LIMIT_MESSAGE,
  INVITATION_OWN_ADDRESS_MESSAGE,
  INVITATION_OWN_COMPANY_MESSAGE,
  INVITATION_REPEAT_MESSAGE,
  INVITATION_USED_MESSAGE,
  REVIEW_INVITATIONS_PER_DAY,
  type ReviewInvitation,
  type ReviewInvitationInput,
  type ReviewInvitationLanding,
  type ReviewInvitationList,
} from '@/contract/review-invitation';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { lockLimits } from '@/server/platform/limit-locks';
import type { SessionUser } from '@/server/platform/session';
import { hashSecret, newSecret } from '@/server/platform/tokens';
import { requireCompanyOwner } from '../companies';
import { reviewInvitationEmail } from './emails';
import {
  claimInvitation,
  findCompanyName,
  findInvitationByHash,
  findLocaleByEmail,
  hasReviewed,
  insertInvitation,
  invitationUse,
  listInvitations,
  type InvitationRow,
} from './invitation-repository';

function toInvitation(row: InvitationRow): ReviewInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    note: row.note,
    state: row.state,
    sentAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Sends a review invitation (decision 102). The company's limit lock (decision 045) is taken before
 * the count, so that concurrent senders count their invitations one after another: at most
 * REVIEW_INVITATIONS_PER_DAY in any 24 hours. The e-mail is queued in the same transaction, with
 * the only copy of the link's token.
 */
export async function sendInvitation(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  user: SessionUser,
  companyId: number,
  input: ReviewInvitationInput & { email: string },
): Promise<ReviewInvitation> {
  return deps.db.transaction(async (tx) => {
    await requireCompanyOwner(tx, companyId, user);
    if (input.email === user.email) throw badRequest(INVITATION_OWN_ADDRESS_MESSAGE);
    await lockLimits(tx, 'company', [companyId]);
    const use = await invitationUse(tx, companyId, input.email);
    if (use.last_day >= REVIEW_INVITATIONS_PER_DAY) {
      throw new HttpError(429, INVITATION_LIMIT_MESSAGE);
    }
    if (use.same_address > 0) throw conflict(INVITATION_REPEAT_MESSAGE);
    const secret = newSecret();
    const note = input.note || null;
    const row = await insertInvitation(tx, {
      companyId,
      sentBy: user.id,
      email: input.email,
      name: input.name,
      note,
      tokenHash: secret.hash,
    });
    const locale = await findLocaleByEmail(tx, input.email);
    const path = localizedPath(`/review-invitations/${secret.token}`, locale ?? 'en');
    const mail = reviewInvitationEmail(
      { email: input.email, name: input.name, locale },
      {
        companyName: await findCompanyName(tx, companyId),
        note,
        link: `${deps.config.appUrl}${path}`,
      },
    );
    await deps.jobs.enqueue('deliver.email', mail, { tx });
    return toInvitation(row);
  });
}

export async function listCompanyInvitations(
  db: Database,
  user: SessionUser,
  companyId: number,
): Promise<ReviewInvitationList> {
  await requireCompanyOwner(db, companyId, user);
  const { rows, remaining } = await listInvitations(db, companyId);
  return { invitations: rows.map(toInvitation), remaining };
}

/**
 * What a link's page shows: the business and the invitee's name, while the link can still be used
 * (by anyone before its first use, then by whoever used it, until they review).
 */
export async function viewInvitation(
  db: Database,
  user: SessionUser | null,
  token: string,
): Promise<ReviewInvitationLanding> {
  const row = await findInvitationByHash(db, hashSecret(token));
  const open = row && !row.reviewed && (row.claimed_by === null ? !row.expired : true);
  if (!open || (row.claimed_by !== null && row.claimed_by !== user?.id)) {
    throw notFound(INVITATION_INVALID_MESSAGE);
  }
  return { companyId: row.company_id, companyName: row.company_name, name: row.name };
}

/**
 * The link's one use: the signed-in reviewer takes the invitation, which lets them (and only them)
 * review the business once, labelled as invited. Under a lock on the invitation, so that of two
 * concurrent uses one wins. Not the business's owner; not someone who already reviewed it.
 */
export async function acceptInvitation(
  db: Database,
  user: SessionUser,
  token: string,
): Promise<{ companyId: number }> {
  return db.transaction(async (tx) => {
    const row = await findInvitationByHash(tx, hashSecret(token), true);
    if (!row || (row.claimed_by === null && row.expired)) {
      throw notFound(INVITATION_INVALID_MESSAGE);
    }
    if (row.reviewed || (row.claimed_by !== null && row.claimed_by !== user.id)) {
      throw conflict(INVITATION_USED_MESSAGE);
    }
    if (row.owner_id === user.id) throw forbidden(INVITATION_OWN_COMPANY_MESSAGE);
    if (await hasReviewed(tx, user.id, row.company_id)) {
      throw conflict(INVITATION_ALREADY_REVIEWED_MESSAGE);
    }
    await claimInvitation(tx, row.id, user.id);
    return { companyId: row.company_id };
  });
}
