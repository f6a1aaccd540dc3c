import type { SenderType } from '@/contract/message';
import { NOT_YOUR_QUOTE, type QuoteStatus } from '@/contract/quote';
import type { Executor } from '@/server/db/client';
import { forbidden, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import {
  findConversationParties,
  findQuote,
  lockQuoteRow,
  type LockedQuote,
  type QuoteRecord,
} from './conversation-repository';

export type { LockedQuote } from './conversation-repository';

/**
 * The first line of every operation on a quote as its owner (the customer): it exists (404) and
 * belongs to the caller (403). Returns the quote's row.
 */
export async function requireOwnQuote(
  db: Executor,
  quoteId: number,
  user: SessionUser,
): Promise<QuoteRecord> {
  const quote = await findQuote(db, quoteId);
  if (!quote) throw notFound('Quote not found');
  if (quote.userId !== user.id) throw forbidden(NOT_YOUR_QUOTE);
  return quote;
}

export interface Participation {
  /** Which side the caller writes as: the quote's owner is `user`, the company's owner `company`. */
  side: SenderType;
  /** The other side: whose messages the caller receives. */
  otherSide: SenderType;
  /** The user on the other side, who is told of what the caller sends. */
  otherUserId: number;
  quoteStatus: QuoteStatus;
  customerId: number;
  companyOwnerId: number;
  companyName: string;
  /** The business is no longer on QuoteLocal: the conversation is closed (`closedReason`). */
  businessGone: boolean;
}

/**
 * The first line of every conversation operation. The side comes from the session, never from
 * the request; anyone who is neither the quote's owner nor the company's owner gets a 403, and a
 * company only sees a quote once it has been submitted.
 */
export async function requireParticipant(
  db: Executor,
  quoteId: number,
  companyId: number,
  user: SessionUser,
): Promise<Participation> {
  const parties = await findConversationParties(db, quoteId, companyId);
  if (!parties) throw notFound('Conversation not found');
  if (parties.customerId === user.id) {
    return { side: 'user', otherSide: 'company', otherUserId: parties.companyOwnerId, ...parties };
  }
  if (parties.companyOwnerId === user.id && parties.quoteStatus !== 'draft') {
    return { side: 'company', otherSide: 'user', otherUserId: parties.customerId, ...parties };
  }
  throw forbidden('You are not part of this conversation.');
}

/**
 * The first line of what reads a conversation's entries (its messages, its estimates): the
 * participant check, then whether there can be any. A draft's conversations have none yet (only
 * the quote's owner gets this far: a business never sees a draft).
 */
export async function requireReader(
  db: Executor,
  quoteId: number,
  companyId: number,
  user: SessionUser,
): Promise<boolean> {
  const participation = await requireParticipant(db, quoteId, companyId, user);
  return participation.quoteStatus !== 'draft';
}

/**
 * Locks the quote row for the rest of the transaction (hiring takes the same lock, so nothing is
 * written in a conversation the hire just closed) and returns its state.
 */
export async function lockQuote(tx: Executor, quoteId: number): Promise<LockedQuote> {
  const quote = await lockQuoteRow(tx, quoteId);
  if (!quote) throw notFound('Quote not found');
  return quote;
}
