import {
  CLIENT_ID_MAX_LENGTH,
  closedReason,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  outcomeOf,
  type Conversation,
  type Message,
  type SenderType,
  type VendorQuote,
} from '@/contract/message';
import type { Locale } from '@/contract/locale';
import type { QuoteStatus } from '@/contract/quote';
import { messageImageKind, UPLOAD_RULES } from '@/contract/upload';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, conflict } from '@/server/platform/errors';
import { translatorFor } from '@/server/platform/i18n';
import type { JobQueue } from '@/server/platform/jobs';
import { lockLimits } from '@/server/platform/limit-locks';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import {
  lockQuote,
  markQuoteAnswered,
  type Participation,
  requireOwnQuote,
  requireParticipant,
  toEstimateOrNull,
  toMessage,
  withdrawalOf,
} from '../conversations';
import { readNotificationGroup } from '../notifications';
import { toNextVisit } from '../visits';
import { attachOrDiscard, objectUrl, storeImage } from '../objects';
import { countsFirstMessages, holdMessage, holdReason, senderHeldEntries } from '../safety';
import {
  conversationGroupKey,
  notifyMessageRecipient,
  queueMessageNotification,
} from './message-notifications';
import {
  countConversationUnread,
  countCustomerUnread,
  countVendorUnread,
  findCustomerConversations,
  findLatestMessages,
  findVendorQuotes,
  insertMessage,
  markMessagesRead,
  type MessageRow,
} from './message-repository';

/** How much of a conversation is listed: its latest entries. */
const CONVERSATION_LIMIT = 500;
/** How many conversations the vendor inbox lists. */
const VENDOR_INBOX_LIMIT = 200;

const iso = (time: Date | string) => new Date(time).toISOString();

/** A delivered entry in the API's message shape (an estimate's entry with its revision). */
const messageOf = (row: MessageRow): Message =>
  toMessage({ ...row, estimate: toEstimateOrNull(row.estimate) });

/** A conversation's newest entry, or null without one (the `last…` columns of the repository). */
function lastMessage(row: {
  lastMessage: string | null;
  lastSenderType: SenderType | null;
  lastCreatedAt: string | null;
}): Conversation['lastMessage'] {
  if (row.lastMessage === null) return null;
  return {
    message: row.lastMessage,
    senderType: row.lastSenderType!,
    createdAt: iso(row.lastCreatedAt!),
  };
}

/** What delivering a message needs to know about its conversation, read under the quote's lock. */
export interface DeliveryContext {
  parties: Pick<Participation, 'customerId' | 'companyOwnerId'>;
  quoteStatus: QuoteStatus;
}

/**
 * Writes a message into its conversation (the trigger gives it the next `seq`), in the caller's
 * transaction under the quote's lock: a company's first reply moves the quote to in progress, both
 * participants are told through the realtime channel once it commits, and the recipient is
 * e-mailed later if it is still unread. Sending and an admin's approval of a held message both
 * deliver through here.
 */
export async function deliverMessage(
  deps: { jobs: JobQueue; config: AppConfig },
  tx: Executor,
  context: DeliveryContext,
  entry: Parameters<typeof insertMessage>[1],
  clientId?: string,
): Promise<Message> {
  const { quoteId, companyId, senderType } = entry;
  const { customerId, companyOwnerId } = context.parties;
  const message = messageOf(await insertMessage(tx, entry));
  if (senderType === 'company') await markQuoteAnswered(tx, quoteId);
  // Both sides see the same entry, so one event for both; it also stands for the recipient's
  // unread counts (one more), so no unread_count_update follows.
  await publishRealtime(tx, [customerId, companyOwnerId], {
    type: 'new_message',
    quoteId,
    companyId,
    messageId: message.id,
    seq: message.seq,
    message,
    status:
      senderType === 'company' && context.quoteStatus === 'submitted'
        ? 'in_progress'
        : context.quoteStatus,
    ...(clientId ? { clientId } : {}),
  });
  const recipientId = senderType === 'user' ? companyOwnerId : customerId;
  await queueMessageNotification(
    deps.jobs,
    deps.config.messageEmailDelaySeconds,
    tx,
    message,
    recipientId,
  );
  await notifyMessageRecipient(deps, tx, message, recipientId);
  return message;
}

/**
 * The conversation in order, at most the latest 500 messages; the caller's own held entries
 * (pending review, or not delivered) follow, oldest first. The other side never sees them.
 */
export async function listMessages(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<Message[]> {
  const participation = await requireParticipant(db, quoteId, companyId, user);
  if (participation.quoteStatus === 'draft') return [];
  const [rows, held] = await Promise.all([
    findLatestMessages(db, quoteId, companyId, CONVERSATION_LIMIT),
    senderHeldEntries(db, quoteId, companyId, participation.side, user.id),
  ]);
  return [...rows.map(messageOf), ...held];
}

/** A message as the sender's request carries it, before the rules: text untrimmed, image unchecked. */
export interface MessageContent {
  text: string;
  image: Buffer | undefined;
  /** The sender's own name for the message, echoed in its realtime event (never stored). */
  clientId?: string | undefined;
}

/**
 * Stores a message written as the caller's side while the conversation is open (see
 * `closedReason`); a company's first reply moves the quote to in progress. The caller must be a
 * participant (checked first: `readContent` is only called then, with the side, whose image size
 * limit differs). The text is trimmed, at most MESSAGE_MAX_LENGTH, and needed unless there is an
 * image. Both participants are told through the realtime channel once the transaction commits,
 * and the recipient is e-mailed later if the message is still unread.
 */
export async function sendMessage(
  deps: { db: Database; storage: ObjectStorage; jobs: JobQueue; config: AppConfig },
  user: SessionUser,
  quoteId: number,
  companyId: number,
  readContent: (side: SenderType) => Promise<MessageContent>,
): Promise<Message> {
  const { db, storage } = deps;
  const participation = await requireParticipant(db, quoteId, companyId, user);
  const content = await readContent(participation.side);
  const text = content.text.trim();
  if (text.length > MESSAGE_MAX_LENGTH)
    throw badRequest(`Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`);
  if (!text && !content.image) throw badRequest(MESSAGE_REQUIRED);
  const { clientId } = content;
  if (clientId !== undefined && clientId.length > CLIENT_ID_MAX_LENGTH)
    throw badRequest(`clientId can be at most ${CLIENT_ID_MAX_LENGTH} characters.`);
  const imageObjectId = content.image
    ? await storeImage(
        db,
        storage,
        user.id,
        content.image,
        UPLOAD_RULES[messageImageKind(participation.side)],
      )
    : null;

  const send = () =>
    db.transaction(async (tx) => {
      if (countsFirstMessages(text)) await lockLimits(tx, 'user', [user.id]);
      const quote = await lockQuote(tx, quoteId);
      const outcome = outcomeOf(quote.hiredCompanyId, companyId);
      const closed = closedReason(quote.status, outcome, participation.side, {
        customerGone: quote.customerGone,
        businessGone: participation.businessGone,
      });
      if (closed) throw conflict(closed);
      const entry = {
        quoteId,
        companyId,
        senderId: user.id,
        senderType: participation.side,
        message: text,
        imageObjectId,
      };
      const reason = await holdReason(tx, user.id, text);
      // Held: no event and no e-mail; only the sender sees it, as pending review.
      if (reason) return holdMessage(tx, { ...entry, reason });
      return deliverMessage(
        deps,
        tx,
        { parties: participation, quoteStatus: quote.status },
        entry,
        clientId,
      );
    });
  return imageObjectId === null ? send() : attachOrDiscard(db, storage, imageObjectId, send);
}

/**
 * Marks the other side's messages in the conversation read. Under the quote's lock, like every
 * writer of the conversation: no entry is committed between the marking and its events, so "all
 * of that side's entries up to `seq` are read" holds when they arrive. The writer of the messages
 * is told `message_read`, the reader (every tab) `unread_count_update`: one event each.
 */
export async function markConversationRead(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<number> {
  const participation = await requireParticipant(db, quoteId, companyId, user);
  return db.transaction(async (tx) => {
    await lockQuote(tx, quoteId);
    const marked = await markMessagesRead(tx, quoteId, companyId, participation.otherSide);
    if (marked.count) {
      const read = {
        quoteId,
        companyId,
        senderType: participation.otherSide,
        seq: marked.seq,
        count: marked.count,
      };
      await publishRealtime(tx, [participation.otherUserId], { type: 'message_read', ...read });
      await publishRealtime(tx, [user.id], { type: 'unread_count_update', ...read });
      // What the bell said of this conversation has now been seen.
      await readNotificationGroup(tx, user.id, conversationGroupKey(quoteId, companyId));
    }
    return marked.count;
  });
}

/** The customer's side of a quote: one entry per company, with its last message and unread count. */
export async function listConversations(
  db: Database,
  user: SessionUser,
  quoteId: number,
  locale: Locale,
): Promise<Conversation[]> {
  await requireOwnQuote(db, quoteId, user);
  const rows = await findCustomerConversations(db, quoteId, translatorFor(locale));
  return rows.map((r) => ({
    companyId: r.companyId,
    company: {
      name: r.name,
      logo: r.logoObjectId === null ? null : objectUrl(r.logoObjectId),
      logoObjectId: r.logoObjectId,
    },
    lastMessage: lastMessage(r),
    unreadCount: r.unread,
    businessGone: r.businessGone,
  }));
}

/** Every submitted quote addressed to the caller's companies, most recent activity first. */
export async function listVendorQuotes(
  db: Database,
  user: SessionUser,
  locale: Locale,
): Promise<VendorQuote[]> {
  const rows = await findVendorQuotes(db, user.id, VENDOR_INBOX_LIMIT, translatorFor(locale));
  return rows.map((r) => ({
    quoteId: r.quoteId,
    companyId: r.companyId,
    quoteName: r.quoteName,
    description: r.description,
    status: r.status,
    userId: r.userId,
    userFirstName: r.firstName,
    userLastName: r.lastName,
    companyName: r.companyName,
    unreadCount: r.unread,
    lastMessageAt: r.lastCreatedAt ? iso(r.lastCreatedAt) : null,
    createdAt: iso(r.submittedAt ?? r.createdAt),
    lastMessage: lastMessage(r),
    estimate: toEstimateOrNull(r.estimate),
    outcome: outcomeOf(r.hiredCompanyId, r.companyId),
    withdrawal: withdrawalOf(r),
    customerGone: r.customerGone,
    nextVisit: toNextVisit(r.nextVisit),
    jobDone:
      r.hiredCompanyId === r.companyId && r.jobDoneAt !== null && r.jobDoneBy !== null
        ? {
            markedAt: iso(r.jobDoneAt),
            markedBy: r.jobDoneBy,
            confirmedAt: r.jobConfirmedAt ? iso(r.jobConfirmedAt) : null,
          }
        : null,
  }));
}

/** Unread messages from companies on the caller's own quote (its owner only). */
export async function quoteUnreadCount(
  db: Database,
  user: SessionUser,
  quoteId: number,
): Promise<number> {
  await requireOwnQuote(db, quoteId, user);
  return countCustomerUnread(db, user.id, quoteId);
}

/** Unread messages from companies on all the caller's quotes. */
export function customerUnreadCount(db: Database, user: SessionUser): Promise<number> {
  return countCustomerUnread(db, user.id);
}

/** Unread messages from customers to all the caller's companies. */
export function vendorUnreadCount(db: Database, user: SessionUser): Promise<number> {
  return countVendorUnread(db, user.id);
}

/** Unread messages to the caller, as a customer and as a business. */
export async function totalUnreadCount(db: Database, user: SessionUser): Promise<number> {
  const [asCustomer, asVendor] = await Promise.all([
    customerUnreadCount(db, user),
    vendorUnreadCount(db, user),
  ]);
  return asCustomer + asVendor;
}

/** The caller's unread messages in one conversation (from the other side). */
export async function conversationUnreadCount(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<number> {
  const participation = await requireParticipant(db, quoteId, companyId, user);
  return countConversationUnread(db, quoteId, companyId, participation.otherSide);
}
