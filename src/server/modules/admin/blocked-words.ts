import { eq, sql } from 'drizzle-orm';
import { BLOCKED_WORDS_MAX, type AuditEntry, type BlockedWord } from '@/contract/moderation';
import type { Database, Executor } from '@/server/db/client';
import { blockedWords } from '@/server/db/schema';
import { conflict, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { appendAuditEntry } from './audit-log';

/**
 * The admins' list of blocked words (docs/decisions/028): stored lower-case, each one unique; a
 * message holding one is held for review (safety/hold-policy.ts). Small by nature: capped at
 * BLOCKED_WORDS_MAX, listed whole.
 */

/** A word as the API answers it, from its row. */
const WORD_COLUMNS = {
  id: blockedWords.id,
  word: blockedWords.word,
  createdAt: blockedWords.createdAt,
};

const toWord = (
  row: Pick<typeof blockedWords.$inferSelect, keyof typeof WORD_COLUMNS>,
): BlockedWord => ({
  id: row.id,
  word: row.word,
  createdAt: row.createdAt.toISOString(),
});

export async function listBlockedWords(db: Executor): Promise<BlockedWord[]> {
  const rows = await db
    .select(WORD_COLUMNS)
    .from(blockedWords)
    .orderBy(blockedWords.word)
    .limit(BLOCKED_WORDS_MAX);
  return rows.map(toWord);
}

type Change = { word: BlockedWord; entry: AuditEntry };

/** Adds a word (already trimmed and lower-cased by the contract): 409 if listed or the list is full. */
export function addBlockedWord(db: Database, admin: SessionUser, word: string): Promise<Change> {
  return db.transaction(async (tx) => {
    // One adder at a time, so the cap holds under concurrent adds.
    await tx.execute(sql`LOCK TABLE blocked_words IN SHARE ROW EXCLUSIVE MODE`);
    const { rows: counted } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM blocked_words`,
    );
    if (counted[0]!.n >= BLOCKED_WORDS_MAX)
      throw conflict(`The list holds at most ${BLOCKED_WORDS_MAX} words. Remove one first.`);
    const rows = await tx
      .insert(blockedWords)
      .values({ word, createdBy: admin.id })
      .onConflictDoNothing({ target: blockedWords.word })
      .returning(WORD_COLUMNS);
    if (!rows[0]) throw conflict(`"${word}" is already blocked.`);
    const entry = await appendAuditEntry(tx, admin, {
      action: 'blocked_word.add',
      target: { type: 'blocked_word', id: rows[0].id },
      reason: `Blocked "${word}"`,
      reportId: null,
    });
    return { word: toWord(rows[0]), entry };
  });
}

export function removeBlockedWord(db: Database, admin: SessionUser, id: number): Promise<Change> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(blockedWords)
      .where(eq(blockedWords.id, id))
      .returning(WORD_COLUMNS);
    if (!rows[0]) throw notFound('Blocked word not found');
    const entry = await appendAuditEntry(tx, admin, {
      action: 'blocked_word.remove',
      target: { type: 'blocked_word', id },
      reason: `Unblocked "${rows[0].word}"`,
      reportId: null,
    });
    return { word: toWord(rows[0]), entry };
  });
}
