import { sql } from 'drizzle-orm';
import { BLOCKED_WORDS_MAX, type HoldReason } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { findContactDetail } from './contact-details';

/** An account this young (and within its first messages) may not send contact details unseen. */
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_FIRST_MESSAGES = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the text holds one of the words, each as a whole word (or phrase): not inside a longer
 * word ("ass" does not match "class"), whatever the case. Words are letters and digits in any
 * script; anything else separates them.
 */
export function containsBlockedWord(text: string, words: readonly string[]): boolean {
  if (words.length === 0 || text === '') return false;
  const alternatives = words.map((w) => escapeRegExp(w).replace(/\s+/g, '\\s+')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * How many messages the user has written so far, delivered or held, counting up to `limit`. Read
 * through the user's own conversations (as the customer, then as a business owner) so that the
 * conversation indexes serve it: messages have no index by sender.
 */
async function countFirstMessages(tx: Executor, userId: number, limit: number): Promise<number> {
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

/**
 * Whether holding this text may depend on the sender's first messages: then the sending
 * transaction takes the sender's limit lock before anything else (platform/limit-locks.ts), so
 * messages sent at once are counted one after another.
 */
export const countsFirstMessages = (text: string): boolean => findContactDetail(text) !== null;

/**
 * Whether a message is held for review, and why, or null to deliver it: a blocked word, or
 * contact details (e-mail address, phone number, link) among the first messages of an account
 * younger than NEW_ACCOUNT_DAYS. Runs in the sending transaction, so the words and counts it
 * reads are those the message is written against.
 */
export async function holdReason(
  tx: Executor,
  senderId: number,
  text: string,
): Promise<HoldReason | null> {
  if (text === '') return null;
  const { rows: words } = await tx.execute<{ word: string }>(
    sql`SELECT word FROM blocked_words ORDER BY id LIMIT ${BLOCKED_WORDS_MAX}`,
  );
  if (
    containsBlockedWord(
      text,
      words.map((w) => w.word),
    )
  )
    return 'blocked_word';
  if (!countsFirstMessages(text)) return null;
  const { rows } = await tx.execute<{ young: boolean }>(sql`
    SELECT created_at > now() - make_interval(days => ${NEW_ACCOUNT_DAYS}) AS young
    FROM users WHERE id = ${senderId}`);
  if (!rows[0]?.young) return null;
  const sent = await countFirstMessages(tx, senderId, NEW_ACCOUNT_FIRST_MESSAGES);
  return sent < NEW_ACCOUNT_FIRST_MESSAGES ? 'contact_details' : null;
}
