import { sql, type SQL } from 'drizzle-orm';
import {
  closedReason,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  outcomeOf,
  type Conversation,
  type Message,
  type SenderType,
  type VendorQuote,
} from '@/contract/message';
import type { QuoteStatus } from '@/contract/quote';
import { messageImageKind, UPLOAD_RULES } from '@/contract/upload';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { badRequest, conflict } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import {
  lockQuote,
  requireOwnQuote,
  requireParticipant,
} from '../conversations/conversation-access';
import { ENTRY_TIME, markQuoteAnswered } from '../conversations/conversation-repository';
import {
  latestEstimateOf,
  toEstimateOrNull,
  type EstimateJson,
} from '../conversations/estimate-json';
import { attachOrDiscard, storeImage } from '../objects/object-service';
import { objectUrl } from '../objects/object-url';
import { queueMessageNotification } from './message-notifications';

/** The conversation's newest message as `last` (an image alone reads "Sent an image"). */
function lastMessageOf(quoteIdColumn: SQL): SQL {
  return sql`LEFT JOIN LATERAL (
    SELECT CASE
        WHEN m.estimate_id IS NOT NULL THEN 'Sent an estimate'
        WHEN m.message = '' AND m.image_object_id IS NOT NULL THEN 'Sent an image'
        ELSE m.message END AS message,
      m.sender_type, m.created_at
    FROM messages m WHERE m.quote_id = ${quoteIdColumn} AND m.company_id = c.id
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1) last ON TRUE`;
}

interface MessageRow extends Record<string, unknown> {
  id: number;
  quote_id: number;
  company_id: number;
  sender_id: number;
  sender_type: SenderType;
  message: string;
  image_object_id: number | null;
  estimate: EstimateJson | null;
  is_read: boolean;
  created_at: Date;
}

const MESSAGE_COLUMNS = sql`m.id, m.quote_id, m.company_id, m.sender_id, m.sender_type, m.message,
  m.image_object_id, m.is_read, m.created_at,
  (SELECT to_jsonb(e) FROM estimates e WHERE e.id = m.estimate_id) AS estimate`;

function toMessage(row: MessageRow): Message {
  return {
    id: Number(row.id),
    quoteId: row.quote_id,
    companyId: row.company_id,
    senderId: row.sender_id,
    senderType: row.sender_type,
    message: row.message,
    text: row.message,
    image: row.image_object_id === null ? null : objectUrl(row.image_object_id),
    imageObjectId: row.image_object_id,
    estimate: toEstimateOrNull(row.estimate),
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The conversation in order; at most the latest 500 messages. */
export async function listMessages(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<Message[]> {
  const participation = await requireParticipant(db, quoteId, companyId, user);
  if (participation.quoteStatus === 'draft') return [];
  const { rows } = await db.execute<MessageRow>(sql`
    SELECT * FROM (
      SELECT ${MESSAGE_COLUMNS}
      FROM messages m WHERE m.quote_id = ${quoteId} AND m.company_id = ${companyId}
      ORDER BY m.created_at DESC, m.id DESC LIMIT 500) latest
    ORDER BY created_at, id`);
  return rows.map(toMessage);
}

/** A message as the sender's request carries it, before the rules: text untrimmed, image unchecked. */
export interface MessageContent {
  text: string;
  image: Buffer | undefined;
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
      const quote = await lockQuote(tx, quoteId);
      const outcome = outcomeOf(quote.hiredCompanyId, companyId);
      const closed = closedReason(quote.status, outcome, participation.side);
      if (closed) throw conflict(closed);
      const { rows } = await tx.execute<MessageRow>(sql`
        INSERT INTO messages (quote_id, company_id, sender_id, sender_type, message, image_object_id, created_at)
        VALUES (${quoteId}, ${companyId}, ${user.id}, ${participation.side}, ${text}, ${imageObjectId},
          ${ENTRY_TIME})
        RETURNING id, quote_id, company_id, sender_id, sender_type, message, image_object_id, is_read, created_at,
          NULL::jsonb AS estimate`);
      if (participation.side === 'company') await markQuoteAnswered(tx, quoteId);
      const message = toMessage(rows[0]!);
      const participants = [participation.customerId, participation.companyOwnerId];
      await publishRealtime(tx, participants, {
        type: 'new_message',
        quoteId,
        companyId,
        messageId: message.id,
      });
      await publishRealtime(tx, participants, { type: 'unread_count_update', quoteId, companyId });
      await queueMessageNotification(
        deps.jobs,
        deps.config.messageEmailDelaySeconds,
        tx,
        message,
        participation.otherUserId,
      );
      return message;
    });
  return imageObjectId === null ? send() : attachOrDiscard(db, storage, imageObjectId, send);
}

/** Marks the other side's messages in the conversation read. */
export async function markConversationRead(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<number> {
  const participation = await requireParticipant(db, quoteId, companyId, user);
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.execute(sql`
      UPDATE messages SET is_read = TRUE
      WHERE quote_id = ${quoteId} AND company_id = ${companyId} AND sender_type = ${participation.otherSide} AND NOT is_read`);
    if (rowCount) {
      const participants = [participation.customerId, participation.companyOwnerId];
      await publishRealtime(tx, participants, { type: 'message_read', quoteId, companyId });
      await publishRealtime(tx, [user.id], { type: 'unread_count_update', quoteId, companyId });
    }
    return rowCount ?? 0;
  });
}

/** The customer's side of a quote: one entry per company, with its last message and unread count. */
export async function listConversations(
  db: Database,
  user: SessionUser,
  quoteId: number,
): Promise<Conversation[]> {
  await requireOwnQuote(db, quoteId, user);
  const { rows } = await db.execute<{
    company_id: number;
    name: string;
    logo_object_id: number | null;
    last_message: string | null;
    last_sender: SenderType | null;
    last_at: Date | null;
    unread: number;
  }>(sql`
    SELECT c.id AS company_id, c.name, c.logo_object_id,
      last.message AS last_message, last.sender_type AS last_sender, last.created_at AS last_at,
      (SELECT count(*)::int FROM messages m WHERE m.quote_id = qc.quote_id AND m.company_id = c.id
         AND m.sender_type = 'company' AND NOT m.is_read) AS unread
    FROM quote_companies qc
    JOIN companies c ON c.id = qc.company_id
    ${lastMessageOf(sql.raw('qc.quote_id'))}
    WHERE qc.quote_id = ${quoteId}
    ORDER BY last.created_at DESC NULLS LAST, qc.id`);
  return rows.map((r) => ({
    companyId: r.company_id,
    company: {
      name: r.name,
      logo: r.logo_object_id === null ? null : objectUrl(r.logo_object_id),
      logoObjectId: r.logo_object_id,
    },
    lastMessage:
      r.last_message === null
        ? null
        : {
            message: r.last_message,
            senderType: r.last_sender!,
            createdAt: new Date(r.last_at!).toISOString(),
          },
    unreadCount: r.unread,
  }));
}

/** Every submitted quote addressed to the caller's companies, most recent activity first. */
export async function listVendorQuotes(db: Database, user: SessionUser): Promise<VendorQuote[]> {
  const { rows } = await db.execute<{
    quote_id: number;
    company_id: number;
    quote_name: string;
    description: string;
    status: QuoteStatus;
    first_name: string;
    last_name: string;
    company_name: string;
    unread: number;
    last_message: string | null;
    last_sender: SenderType | null;
    last_at: Date | null;
    submitted_at: Date | null;
    created_at: Date;
    estimate: EstimateJson | null;
    hired_company_id: number | null;
    job_done_at: Date | null;
    job_done_by: 'company' | 'user' | null;
    job_confirmed_at: Date | null;
  }>(sql`
    SELECT q.id AS quote_id, c.id AS company_id, q.quote_name, q.description, q.status,
      q.job_done_at, q.job_done_by, q.job_confirmed_at,
      u.first_name, u.last_name, c.name AS company_name, q.submitted_at, q.created_at,
      q.hired_company_id, ${latestEstimateOf(sql.raw('q.id'), sql.raw('c.id'))} AS estimate,
      last.message AS last_message, last.sender_type AS last_sender, last.created_at AS last_at,
      (SELECT count(*)::int FROM messages m WHERE m.quote_id = q.id AND m.company_id = c.id
         AND m.sender_type = 'user' AND NOT m.is_read) AS unread
    FROM companies c
    JOIN quote_companies qc ON qc.company_id = c.id
    JOIN quotes q ON q.id = qc.quote_id AND q.status <> 'draft'
    JOIN users u ON u.id = q.user_id
    ${lastMessageOf(sql.raw('q.id'))}
    WHERE c.owner_id = ${user.id}
    ORDER BY coalesce(last.created_at, q.submitted_at, q.created_at) DESC, q.id DESC
    LIMIT 200`);
  return rows.map((r) => ({
    quoteId: r.quote_id,
    companyId: r.company_id,
    quoteName: r.quote_name,
    description: r.description,
    status: r.status,
    userFirstName: r.first_name,
    userLastName: r.last_name,
    companyName: r.company_name,
    unreadCount: r.unread,
    lastMessageAt: r.last_at ? new Date(r.last_at).toISOString() : null,
    createdAt: new Date(r.submitted_at ?? r.created_at).toISOString(),
    lastMessage:
      r.last_message === null
        ? null
        : {
            senderType: r.last_sender!,
            message: r.last_message,
            createdAt: new Date(r.last_at!).toISOString(),
          },
    estimate: toEstimateOrNull(r.estimate),
    outcome: outcomeOf(r.hired_company_id, r.company_id),
    jobDone:
      r.hired_company_id === r.company_id && r.job_done_at !== null && r.job_done_by !== null
        ? {
            markedAt: new Date(r.job_done_at).toISOString(),
            markedBy: r.job_done_by,
            confirmedAt: r.job_confirmed_at ? new Date(r.job_confirmed_at).toISOString() : null,
          }
        : null,
  }));
}

/** Unread messages from companies on the caller's quotes (or on one of them). */
async function countCustomerUnread(
  db: Database,
  userId: number,
  quoteId?: number,
): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM messages m JOIN quotes q ON q.id = m.quote_id
    WHERE q.user_id = ${userId} AND m.sender_type = 'company' AND NOT m.is_read
      ${quoteId === undefined ? sql`` : sql`AND m.quote_id = ${quoteId}`}`);
  return rows[0]?.n ?? 0;
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
export async function vendorUnreadCount(db: Database, user: SessionUser): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM messages m JOIN companies c ON c.id = m.company_id
    WHERE c.owner_id = ${user.id} AND m.sender_type = 'user' AND NOT m.is_read`);
  return rows[0]?.n ?? 0;
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
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM messages
    WHERE quote_id = ${quoteId} AND company_id = ${companyId} AND sender_type = ${participation.otherSide} AND NOT is_read`);
  return rows[0]?.n ?? 0;
}
