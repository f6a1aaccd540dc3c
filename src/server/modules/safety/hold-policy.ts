import type { HoldReason } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { findContactDetail } from './contact-details';
import { countFirstMessages, findBlockedWordList, isAccountYoungerThan } from './safety-repository';

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

/** Whether the text holds one of the admins' blocked words (questions and answers refuse it). */
export async function hasBlockedWord(tx: Executor, text: string): Promise<boolean> {
  return containsBlockedWord(text, await findBlockedWordList(tx));
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
  if (await hasBlockedWord(tx, text)) return 'blocked_word';
  if (!countsFirstMessages(text)) return null;
  if (!(await isAccountYoungerThan(tx, senderId, NEW_ACCOUNT_DAYS))) return null;
  const sent = await countFirstMessages(tx, senderId, NEW_ACCOUNT_FIRST_MESSAGES);
  return sent < NEW_ACCOUNT_FIRST_MESSAGES ? 'contact_details' : null;
}
