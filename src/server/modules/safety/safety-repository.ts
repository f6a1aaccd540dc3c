import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Message, SenderType } from '@/contract/message';
import { BLOCKED_WORDS_MAX, type HoldReason } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { blockedWords, heldMessages, users } from '@/server/db/schema';
import { toMessage } from '../conversations';

type HeldRecord = typeof heldMessages.$inferSelect;

/**
 * A held entry as its sender's conversation shows it: the message shape with `held` set, the held
 * row's id and seq 0 (it has no place in the conversation until it is delivered).
 */
function toHeldEntry(row: HeldRecord): Message {
  return toMessage({
    ...row,
    estimate: null,
    isRead: false,
    seq: 0,
    held: row.status === 'rejected' ? 'not_delivered' : 'pending_review',
  });
}

/** Keeps a message for an admin's decision instead of delivering it. */
export async function holdMessage(
  tx: Executor,
  entry: {
    quoteId: number;
    companyId: number;
    senderId: number;
    senderType: SenderType;
    message: string;
    imageObjectId: number | null;
    reason: HoldReason;
  },
): Promise<Message> {
  const [row] = await tx.insert(heldMessages).values(entry).returning();
  return toHeldEntry(row!);
}

/**
 * The sender's own undelivered entries of a conversation (held or rejected), oldest first: shown
 * to them after the delivered ones, never to the other side.
 */
export async function senderHeldEntries(
  db: Executor,
  quoteId: number,
  companyId: number,
  side: SenderType,
  senderId: number,
): Promise<Message[]> {
  const rows = await db
    .select()
    .from(heldMessages)
    .where(
      and(
        eq(heldMessages.quoteId, quoteId),
        eq(heldMessages.companyId, companyId),
        eq(heldMessages.senderType, side),
        eq(heldMessages.senderId, senderId),
        inArray(heldMessages.status, ['held', 'rejected']),
      ),
    )
    .orderBy(asc(heldMessages.createdAt), asc(heldMessages.id));
  return rows.map(toHeldEntry);
}

/** The blocked words (the list is capped at BLOCKED_WORDS_MAX). */
export async function findBlockedWordList(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ word: blockedWords.word })
    .from(blockedWords)
    .orderBy(asc(blockedWords.id))
    .limit(BLOCKED_WORDS_MAX);
  return rows.map((row) => row.word);
}

/** Whether the account was created less than this many days ago. */
export async function isAccountYoungerThan(
  tx: Executor,
  userId: number,
  days: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ young: sql<boolean>`${users.createdAt} > now() - make_interval(days => ${days})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.young === true;
}

/**
 * How many messages the user has written so far, delivered or held, counting up to `limit`. Read
 * through the user's own conversations (as the customer, then as a business owner) so that the
 * conversation indexes serve it: messages have no index by sender.
 */
export async function countFirstMessages(
  tx: Executor,
  userId: number,
  limit: number,
): Promise<number> {
  // Raw SQL: a UNION CTE and JOIN LATERAL over messages and held messages, counted to a limit.
  const { rows } = await tx.execute<{ n: number }>(sql`
    WITH conversations AS (
      SELECT qc.quote_id, qc.company_id FROM quotes q
        JOIN quote_companies qc ON qc.quote_id = q.id WHERE q.user_id = ${userId}
      UNION
      SELECT qc.quote_id, qc.company_id FROM companies c
        JOIN quote_companies qc ON qc.company_id = c.id WHERE c.owner_id = ${userId})
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM conversations cv
        JOIN LATERAL (
          SELECT 1 FROM messages m
          WHERE m.quote_id = cv.quote_id AND m.company_id = cv.company_id
            AND m.sender_id = ${userId} AND m.estimate_id IS NULL
          UNION ALL
          SELECT 1 FROM held_messages h
          WHERE h.quote_id = cv.quote_id AND h.company_id = cv.company_id
            AND h.sender_id = ${userId} AND h.status <> 'approved'
        ) sent ON true
      LIMIT ${limit}) firsts`);
  return rows[0]!.n;
}
