import { eq, sql } from 'drizzle-orm';
import { BLOCKED_WORDS_MAX } from '@/contract/moderation';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import {
  blockedWords,
  heldMessages,
  type companies,
  type quotes,
  type users,
} from '@/server/db/schema';
import { cappedCount } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';

/** The SQL of message safety's admin side: held messages' review and the blocked words. */

export type HeldRow = RawColumns<
  typeof heldMessages,
  | 'id'
  | 'status'
  | 'reason'
  | 'message'
  | 'imageObjectId'
  | 'createdAt'
  | 'decidedAt'
  | 'messageId'
  | 'quoteId'
  | 'companyId'
  | 'senderId'
  | 'senderType'
> &
  RawColumns<typeof users, 'firstName' | 'lastName' | 'email'> &
  RawRow<{
    quote_name: (typeof quotes.$inferSelect)['quoteName'];
    company_name: (typeof companies.$inferSelect)['name'];
    account_created_at: (typeof users.$inferSelect)['createdAt'];
  }>;

const HELD_COLUMNS = sql`h.id, h.status, h.reason, h.message, h.image_object_id, h.created_at,
  h.decided_at, h.message_id::float8 AS message_id, h.quote_id, q.quote_name, h.company_id,
  c.name AS company_name, h.sender_id, h.sender_type, u.first_name, u.last_name, u.email,
  u.created_at AS account_created_at`;
const HELD_FROM = sql`held_messages h JOIN quotes q ON q.id = h.quote_id
  JOIN companies c ON c.id = h.company_id JOIN users u ON u.id = h.sender_id`;

export async function findHeldRow(db: Executor, id: number): Promise<HeldRow | undefined> {
  // Raw SQL: HELD_COLUMNS, the four-table row the queue shows, shared with findHeldPage.
  const { rows } = await db.execute<HeldRow>(
    sql`SELECT ${HELD_COLUMNS} FROM ${HELD_FROM} WHERE h.id = ${id}`,
  );
  return rows[0];
}

/**
 * A page of the queue: those waiting first, then the decided ones, each oldest first (the status
 * enum orders held < approved < rejected, so held_messages_queue_idx walks it); with the capped
 * count of all entries and of those waiting.
 */
export async function findHeldPage(
  db: Executor,
  page: number,
): Promise<{ rows: HeldRow[]; counted: number; held: number }> {
  const [{ rows }, { rows: counted }, { rows: held }] = await Promise.all([
    // Raw SQL: HELD_COLUMNS, the four-table row the queue shows, shared with findHeldRow.
    db.execute<HeldRow>(sql`
      SELECT ${HELD_COLUMNS} FROM ${HELD_FROM}
      ORDER BY h.status, h.created_at, h.id
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(page)}`),
    // Raw SQL: cappedCount wraps a raw statement.
    db.execute<{ n: number }>(cappedCount(sql`SELECT 1 FROM held_messages`)),
    // Raw SQL: cappedCount wraps a raw statement.
    db.execute<{ n: number }>(cappedCount(sql`SELECT 1 FROM held_messages WHERE status = 'held'`)),
  ]);
  return { rows, counted: counted[0]!.n, held: held[0]!.n };
}

/** Locks a held entry for a decision: its status and the message as it waits to be delivered. */
export async function lockHeldMessage(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      status: heldMessages.status,
      quoteId: heldMessages.quoteId,
      companyId: heldMessages.companyId,
      senderId: heldMessages.senderId,
      senderType: heldMessages.senderType,
      message: heldMessages.message,
      imageObjectId: heldMessages.imageObjectId,
    })
    .from(heldMessages)
    .where(eq(heldMessages.id, id))
    .for('update');
  return row;
}

/** Records an admin's decision on a held entry (and, approved, the message it became). */
export async function decideHeldMessage(
  tx: Executor,
  id: number,
  decision: { status: 'approved'; messageId: number } | { status: 'rejected' },
  adminId: number,
): Promise<void> {
  await tx
    .update(heldMessages)
    .set({
      status: decision.status,
      decidedBy: adminId,
      decidedAt: sql`now()`,
      ...(decision.status === 'approved' ? { messageId: decision.messageId } : {}),
    })
    .where(eq(heldMessages.id, id));
}

/** A word as the API answers it, from its row. */
const WORD_COLUMNS = {
  id: blockedWords.id,
  word: blockedWords.word,
  createdAt: blockedWords.createdAt,
};

export type WordRow = Pick<typeof blockedWords.$inferSelect, keyof typeof WORD_COLUMNS>;

export function findBlockedWords(db: Executor): Promise<WordRow[]> {
  return db
    .select(WORD_COLUMNS)
    .from(blockedWords)
    .orderBy(blockedWords.word)
    .limit(BLOCKED_WORDS_MAX);
}

/**
 * Takes the list for one adder at a time, so the cap holds under concurrent adds; answers how
 * many words it holds.
 */
export async function lockBlockedWords(tx: Executor): Promise<number> {
  // Raw SQL: LOCK TABLE has no builder.
  await tx.execute(sql`LOCK TABLE blocked_words IN SHARE ROW EXCLUSIVE MODE`);
  const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(blockedWords);
  return counted!.n;
}

/** Adds a word; undefined when it is listed already. */
export async function insertBlockedWord(
  tx: Executor,
  word: string,
  adminId: number,
): Promise<WordRow | undefined> {
  const rows = await tx
    .insert(blockedWords)
    .values({ word, createdBy: adminId })
    .onConflictDoNothing({ target: blockedWords.word })
    .returning(WORD_COLUMNS);
  return rows[0];
}

/** Removes a word; undefined when there was none with this id. */
export async function deleteBlockedWord(tx: Executor, id: number): Promise<WordRow | undefined> {
  const rows = await tx.delete(blockedWords).where(eq(blockedWords.id, id)).returning(WORD_COLUMNS);
  return rows[0];
}
