import { BLOCKED_WORDS_MAX, type AuditEntry, type BlockedWord } from '@/contract/moderation';
import type { Database, Executor } from '@/server/db/client';
import { conflict, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { appendAuditEntry } from './audit-repository';
import {
  deleteBlockedWord,
  findBlockedWords,
  insertBlockedWord,
  lockBlockedWords,
  type WordRow,
} from './message-safety-repository';

/**
 * The admins' list of blocked words (docs/decisions/028): stored lower-case, each one unique; a
 * message holding one is held for review (safety/hold-policy.ts). Small by nature: capped at
 * BLOCKED_WORDS_MAX, listed whole.
 */

/** A word as the API answers it, from its row. */
const toWord = (row: WordRow): BlockedWord => ({
  id: row.id,
  word: row.word,
  createdAt: row.createdAt.toISOString(),
});

export async function listBlockedWords(db: Executor): Promise<BlockedWord[]> {
  return (await findBlockedWords(db)).map(toWord);
}

type Change = { word: BlockedWord; entry: AuditEntry };

/** Adds a word (already trimmed and lower-cased by the contract): 409 if listed or the list is full. */
export function addBlockedWord(db: Database, admin: SessionUser, word: string): Promise<Change> {
  return db.transaction(async (tx) => {
    // One adder at a time, so the cap holds under concurrent adds.
    if ((await lockBlockedWords(tx)) >= BLOCKED_WORDS_MAX)
      throw conflict(`The list holds at most ${BLOCKED_WORDS_MAX} words. Remove one first.`);
    const added = await insertBlockedWord(tx, word, admin.id);
    if (!added) throw conflict(`"${word}" is already blocked.`);
    const entry = await appendAuditEntry(tx, admin, {
      action: 'blocked_word.add',
      target: { type: 'blocked_word', id: added.id },
      reason: `Blocked "${word}"`,
      reportId: null,
    });
    return { word: toWord(added), entry };
  });
}

export function removeBlockedWord(db: Database, admin: SessionUser, id: number): Promise<Change> {
  return db.transaction(async (tx) => {
    const removed = await deleteBlockedWord(tx, id);
    if (!removed) throw notFound('Blocked word not found');
    const entry = await appendAuditEntry(tx, admin, {
      action: 'blocked_word.remove',
      target: { type: 'blocked_word', id },
      reason: `Unblocked "${removed.word}"`,
      reportId: null,
    });
    return { word: toWord(removed), entry };
  });
}
