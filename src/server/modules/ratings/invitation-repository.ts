import { eq, sql } from 'drizzle-orm';
import {
  REVIEW_INVITATION_REPEAT_DAYS,
  REVIEW_INVITATION_VALID_DAYS,
  REVIEW_INVITATIONS_PER_DAY,
  type ReviewInvitationState,
} from '@/contract/review-invitation';
import type { Executor, RawColumns } from '@/server/db/client';
import { companies, type reviewInvitations, type users } from '@/server/db/schema';

type Company = typeof companies.$inferSelect;

/** An invitation as its business lists it. */
export type InvitationRow = RawColumns<
  typeof reviewInvitations,
  'id' | 'email' | 'name' | 'note' | 'createdAt' | 'expiresAt'
> & {
  /** Computed from the row and the clock. */
  state: ReviewInvitationState;
};

const INVITATION_COLUMNS = sql`id, email, name, note, created_at, expires_at,
  CASE WHEN reviewed_at IS NOT NULL THEN 'reviewed'
    WHEN claimed_by IS NULL AND expires_at <= now() THEN 'expired' ELSE 'sent' END AS state`;

/** The company's name, for the invitation's e-mail. */
export async function findCompanyName(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!.name;
}

/** Sent in the last 24 hours: what the daily limit counts (a rolling window, by the database's clock). */
const SENT_LAST_DAY = sql`created_at > now() - interval '24 hours'`;

/** Invitations the company has sent in the last 24 hours, and whether it invited this address lately. */
export async function invitationUse(tx: Executor, companyId: number, email: string) {
  // Raw SQL: two filtered counts in one pass over the company's recent invitations.
  const { rows } = await tx.execute<{ last_day: number; same_address: number }>(sql`
    SELECT count(*) FILTER (WHERE ${SENT_LAST_DAY})::int AS last_day,
      count(*) FILTER (WHERE email = ${email})::int AS same_address
    FROM review_invitations
    WHERE company_id = ${companyId}
      AND created_at > now() - make_interval(days => ${REVIEW_INVITATION_REPEAT_DAYS})`);
  return rows[0]!;
}

export async function insertInvitation(
  tx: Executor,
  invitation: {
    companyId: number;
    sentBy: number;
    email: string;
    name: string;
    note: string | null;
    tokenHash: string;
  },
): Promise<InvitationRow> {
  const { companyId, sentBy, email, name, note, tokenHash } = invitation;
  // Raw SQL: the expiry computed by the database's clock, as every check of it is.
  const { rows } = await tx.execute<InvitationRow>(sql`
    INSERT INTO review_invitations (company_id, sent_by, email, name, note, token_hash, expires_at)
    VALUES (${companyId}, ${sentBy}, ${email}, ${name}, ${note}, ${tokenHash},
      now() + make_interval(days => ${REVIEW_INVITATION_VALID_DAYS}))
    RETURNING ${INVITATION_COLUMNS}`);
  return rows[0]!;
}

/** The company's invitations, newest first, and how many more it may send now. */
export async function listInvitations(db: Executor, companyId: number) {
  // Raw SQL: the state is computed from the row and the clock; the day's count over all rows.
  const { rows } = await db.execute<InvitationRow & { last_day: number }>(sql`
    SELECT ${INVITATION_COLUMNS}, (count(*) FILTER (WHERE ${SENT_LAST_DAY}) OVER ())::int AS last_day
    FROM review_invitations
    WHERE company_id = ${companyId} ORDER BY created_at DESC, id DESC LIMIT 500`);
  const lastDay = rows[0]?.last_day ?? 0;
  return { rows, remaining: Math.max(0, REVIEW_INVITATIONS_PER_DAY - lastDay) };
}

/** An invitation found by its link's hash, with its company; locked when `forUpdate`. */
export async function findInvitationByHash(db: Executor, tokenHash: string, forUpdate = false) {
  // Raw SQL: a join, optionally FOR UPDATE OF the invitation.
  const { rows } = await db.execute<
    RawColumns<typeof reviewInvitations, 'id' | 'companyId' | 'name' | 'claimedBy'> &
      RawColumns<typeof companies, 'ownerId'> & {
        company_name: Company['name'];
        reviewed: boolean;
        expired: boolean;
      }
  >(sql`
    SELECT i.id, i.company_id, c.name AS company_name, c.owner_id, i.name, i.claimed_by,
      i.reviewed_at IS NOT NULL AS reviewed, i.expires_at <= now() AS expired
    FROM review_invitations i JOIN companies c ON c.id = i.company_id
    WHERE i.token_hash = ${tokenHash} AND c.hidden_at IS NULL
    ${forUpdate ? sql`FOR UPDATE OF i` : sql``}`);
  return rows[0];
}

export async function claimInvitation(tx: Executor, id: number, userId: number): Promise<void> {
  // Raw SQL: the first use of the link sets who may review with it.
  await tx.execute(sql`
    UPDATE review_invitations SET claimed_by = ${userId}, claimed_at = coalesce(claimed_at, now())
    WHERE id = ${id}`);
}

/**
 * The user's accepted invitation of the company that has no review yet, if any; locked unless
 * `lock` is false, so that one invitation gives one review.
 */
export async function findClaimedInvitation(
  db: Executor,
  userId: number,
  companyId: number,
  lock = true,
) {
  // Raw SQL: optionally FOR UPDATE.
  const { rows } = await db.execute<RawColumns<typeof reviewInvitations, 'id'>>(sql`
    SELECT id FROM review_invitations
    WHERE claimed_by = ${userId} AND company_id = ${companyId} AND reviewed_at IS NULL
    LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0];
}

export async function markInvitationReviewed(tx: Executor, id: number, ratingId: number) {
  // Raw SQL: a two-column update by id.
  await tx.execute(sql`
    UPDATE review_invitations SET reviewed_at = now(), rating_id = ${ratingId} WHERE id = ${id}`);
}

/** The invitee's language when they already have an account. */
export async function findLocaleByEmail(db: Executor, email: string) {
  // Raw SQL: one column by the unique address.
  const { rows } = await db.execute<RawColumns<typeof users, 'locale'>>(
    sql`SELECT locale FROM users WHERE email = ${email}`,
  );
  return rows[0]?.locale;
}

/** Whether the user has a review of the company, shown or hidden: one per reviewer and business. */
export async function hasReviewed(db: Executor, userId: number, companyId: number) {
  // Raw SQL: an existence check on the unique (user, company) index.
  const { rows } = await db.execute(
    sql`SELECT 1 FROM ratings WHERE user_id = ${userId} AND company_id = ${companyId}`,
  );
  return rows.length > 0;
}
