import { sql } from 'drizzle-orm';
import { BLOCKED_WORDS_MAX, type AuditEntry, type BlockedWord } from '@/contract/moderation';
import type { Database, Executor } from '@/server/db/client';
import { conflict, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { appendAuditEntry } from './audit-log';

/**
 * The admins' list of blocked words (docs/decisions/028): stored lower-case, each one unique; a
 * message holding one is held for review (safety/hold-policy.ts). Small by nature: capped at
 * BLOCKED_WORDS_MAX, listed whole.
 */

interface WordRow extends Record<string, unknown> {
  id: number;
  word: string;
  created_at: Date;
}

const toWord = (row: WordRow): BlockedWord => ({
  id: row.id,
  word: row.word,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listBlockedWords(db: Executor): Promise<BlockedWord[]> {
  const { rows } = await db.execute<WordRow>(
    sql`SELECT id, word, created_at FROM blocked_words ORDER BY word LIMIT ${BLOCKED_WORDS_MAX}`,
  );
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
    const { rows } = await tx.execute<WordRow>(sql`
      INSERT INTO blocked_words (word, created_by) VALUES (${word}, ${admin.id})
      ON CONFLICT (word) DO NOTHING RETURNING id, word, created_at`);
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
    const { rows } = await tx.execute<WordRow>(
      sql`DELETE FROM blocked_words WHERE id = ${id} RETURNING id, word, created_at`,
    );
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
