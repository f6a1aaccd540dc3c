import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { ESTIMATE_PREVIEW, IMAGE_PREVIEW, type SenderType } from '@/contract/message';
import type { Executor, RawRow } from '@/server/db/client';
import { companies, messages, quotes, users } from '@/server/db/schema';
import { businessGone, ENTRY_TIME, type EstimateJson, latestEstimateOf } from '../conversations';
import { type NextVisitJson, nextVisitOf } from '../visits';

type MessageRecord = typeof messages.$inferSelect;
type QuoteRecord = typeof quotes.$inferSelect;
type CompanyRecord = typeof companies.$inferSelect;
type UserRecord = typeof users.$inferSelect;

/** A conversation entry as the conversation shows it; an estimate entry carries its revision. */
export type MessageRow = Pick<
  MessageRecord,
  | 'id'
  | 'quoteId'
  | 'companyId'
  | 'senderId'
  | 'senderType'
  | 'message'
  | 'imageObjectId'
  | 'isRead'
  | 'createdAt'
  | 'seq'
> & { estimate: EstimateJson | null };

const MESSAGE_FIELDS = {
  id: messages.id,
  quoteId: messages.quoteId,
  companyId: messages.companyId,
  senderId: messages.senderId,
  senderType: messages.senderType,
  message: messages.message,
  imageObjectId: messages.imageObjectId,
  isRead: messages.isRead,
  createdAt: messages.createdAt,
  seq: messages.seq,
};

const inConversation = (quoteId: number, companyId: number) =>
  and(eq(messages.quoteId, quoteId), eq(messages.companyId, companyId));

/** One side's unread messages in a conversation. */
const unreadInConversation = (quoteId: number, companyId: number, senderType: SenderType) =>
  and(
    inConversation(quoteId, companyId),
    eq(messages.senderType, senderType),
    not(messages.isRead),
  );

/** The conversation in order: its latest `limit` entries. */
export async function findLatestMessages(
  db: Executor,
  quoteId: number,
  companyId: number,
  limit: number,
): Promise<MessageRow[]> {
  const latest = await db
    .select({
      ...MESSAGE_FIELDS,
      estimate: sql<EstimateJson | null>`(SELECT to_jsonb(e) FROM estimates e WHERE e.id = ${messages.estimateId})`,
    })
    .from(messages)
    .where(inConversation(quoteId, companyId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return latest.reverse();
}

/**
 * Writes a message (text and/or image) at the conversation's entry time; the trigger gives it the
 * conversation's next `seq`.
 */
export async function insertMessage(
  tx: Executor,
  entry: Pick<
    MessageRecord,
    'quoteId' | 'companyId' | 'senderId' | 'senderType' | 'message' | 'imageObjectId'
  >,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({ ...entry, createdAt: ENTRY_TIME })
    .returning(MESSAGE_FIELDS);
  return { ...row!, estimate: null };
}

/**
 * Marks one side's unread messages in a conversation read; returns how many were, and the `seq`
 * of the newest of them (0 when none were).
 */
export async function markMessagesRead(
  tx: Executor,
  quoteId: number,
  companyId: number,
  senderType: SenderType,
): Promise<{ count: number; seq: number }> {
  const marked = await tx
    .update(messages)
    .set({ isRead: true })
    .where(unreadInConversation(quoteId, companyId, senderType))
    .returning({ seq: messages.seq });
  return { count: marked.length, seq: marked.reduce((max, m) => Math.max(max, m.seq), 0) };
}

type LastMessage = Pick<MessageRecord, 'message' | 'senderType' | 'createdAt'>;
/** The columns of `lastMessageOf`, named `lastMessage`, `lastSenderType`, `lastCreatedAt`. */
type LastMessageColumns = {
  [K in keyof LastMessage as `last${Capitalize<K>}`]: LastMessage[K] | null;
};

/** Says one of the lists' own texts in the reader's language (`translatorFor`). */
export type Say = (message: string) => string;

/**
 * The conversation's newest entry as `last` (an image alone reads "Sent an image", in the reader's
 * language: `say`); the query names the company `c`.
 */
function lastMessageOf(quoteIdColumn: SQL, say: Say): SQL {
  return sql`LEFT JOIN LATERAL (
    SELECT CASE
        WHEN m.estimate_id IS NOT NULL THEN ${say(ESTIMATE_PREVIEW)}::text
        WHEN m.message = '' AND m.image_object_id IS NOT NULL THEN ${say(IMAGE_PREVIEW)}::text
        ELSE m.message END AS message,
      m.sender_type, m.created_at
    FROM messages m WHERE m.quote_id = ${quoteIdColumn} AND m.company_id = c.id
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1) last ON TRUE`;
}

const LAST_MESSAGE_COLUMNS = sql`last.message AS "lastMessage", last.sender_type AS "lastSenderType",
  last.created_at AS "lastCreatedAt"`;

/** Unread messages of one side in the conversation of `quoteId` with company `c`. */
const unreadFrom = (quoteIdColumn: SQL, senderType: SenderType) =>
  sql`(SELECT count(*)::int FROM messages m WHERE m.quote_id = ${quoteIdColumn} AND m.company_id = c.id
    AND m.sender_type = ${senderType} AND NOT m.is_read)`;

export type CustomerConversationRow = RawRow<
  Pick<CompanyRecord, 'name' | 'logoObjectId'> &
    LastMessageColumns & { companyId: CompanyRecord['id']; unread: number; businessGone: boolean }
>;

/** A quote's conversations, one per company, the most recently active first. */
export async function findCustomerConversations(
  db: Executor,
  quoteId: number,
  say: Say,
): Promise<CustomerConversationRow[]> {
  // Raw SQL: a LATERAL last message (lastMessageOf) and computed columns.
  const { rows } = await db.execute<CustomerConversationRow>(sql`
    SELECT c.id AS "companyId", c.name, c.logo_object_id AS "logoObjectId", ${LAST_MESSAGE_COLUMNS},
      ${unreadFrom(sql.raw('qc.quote_id'), 'company')} AS unread,
      ${businessGone(sql.raw('c'))} AS "businessGone"
    FROM quote_companies qc
    JOIN companies c ON c.id = qc.company_id
    ${lastMessageOf(sql.raw('qc.quote_id'), say)}
    WHERE qc.quote_id = ${quoteId}
    ORDER BY last.created_at DESC NULLS LAST, qc.id`);
  return rows;
}

export type VendorQuoteRow = RawRow<
  Pick<
    QuoteRecord,
    | 'quoteName'
    | 'description'
    | 'status'
    | 'submittedAt'
    | 'createdAt'
    | 'hiredCompanyId'
    | 'jobDoneAt'
    | 'jobDoneBy'
    | 'jobConfirmedAt'
    | 'withdrawnAt'
    | 'withdrawReason'
    | 'withdrawNote'
  > &
    Pick<UserRecord, 'firstName' | 'lastName'> &
    LastMessageColumns & {
      quoteId: QuoteRecord['id'];
      userId: QuoteRecord['userId'];
      companyId: CompanyRecord['id'];
      companyName: CompanyRecord['name'];
      estimate: EstimateJson | null;
      unread: number;
      customerGone: boolean;
      nextVisit: NextVisitJson | null;
    }
>;

/** The submitted quotes addressed to an owner's companies, most recent activity first, each with its next visit. */
export async function findVendorQuotes(
  db: Executor,
  ownerId: number,
  limit: number,
  say: Say,
): Promise<VendorQuoteRow[]> {
  // Raw SQL: a LATERAL last message (lastMessageOf) and computed columns.
  const { rows } = await db.execute<VendorQuoteRow>(sql`
    SELECT q.id AS "quoteId", c.id AS "companyId", q.quote_name AS "quoteName", q.description, q.status,
      q.job_done_at AS "jobDoneAt", q.job_done_by AS "jobDoneBy", q.job_confirmed_at AS "jobConfirmedAt",
      q.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", c.name AS "companyName",
      q.submitted_at AS "submittedAt", q.created_at AS "createdAt", q.hired_company_id AS "hiredCompanyId",
      q.withdrawn_at AS "withdrawnAt", q.withdraw_reason AS "withdrawReason", q.withdraw_note AS "withdrawNote",
      (u.deleted_at IS NOT NULL OR u.suspended_at IS NOT NULL) AS "customerGone",
      ${latestEstimateOf(sql.raw('q.id'), sql.raw('c.id'))} AS estimate,
      ${LAST_MESSAGE_COLUMNS},
      ${unreadFrom(sql.raw('q.id'), 'user')} AS unread,
      ${nextVisitOf(sql.raw('q.id'), sql.raw('c.id'))} AS "nextVisit"
    FROM companies c
    JOIN quote_companies qc ON qc.company_id = c.id
    JOIN quotes q ON q.id = qc.quote_id AND q.status <> 'draft'
    JOIN users u ON u.id = q.user_id
    ${lastMessageOf(sql.raw('q.id'), say)}
    WHERE c.owner_id = ${ownerId}
    ORDER BY coalesce(last.created_at, q.submitted_at, q.created_at) DESC, q.id DESC
    LIMIT ${limit}`);
  return rows;
}

const unreadCount = sql<number>`count(*)::int`;

/** Unread messages from companies on a customer's quotes (or on one of them). */
export async function countCustomerUnread(
  db: Executor,
  customerId: number,
  quoteId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: unreadCount })
    .from(messages)
    .innerJoin(quotes, eq(quotes.id, messages.quoteId))
    .where(
      and(
        eq(quotes.userId, customerId),
        eq(messages.senderType, 'company'),
        not(messages.isRead),
        quoteId === undefined ? undefined : eq(messages.quoteId, quoteId),
      ),
    );
  return row?.n ?? 0;
}

/** Unread messages from customers to an owner's companies. */
export async function countVendorUnread(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: unreadCount })
    .from(messages)
    .innerJoin(companies, eq(companies.id, messages.companyId))
    .where(
      and(eq(companies.ownerId, ownerId), eq(messages.senderType, 'user'), not(messages.isRead)),
    );
  return row?.n ?? 0;
}

/** Unread messages of one side in one conversation. */
export async function countConversationUnread(
  db: Executor,
  quoteId: number,
  companyId: number,
  senderType: SenderType,
): Promise<number> {
  const [row] = await db
    .select({ n: unreadCount })
    .from(messages)
    .where(unreadInConversation(quoteId, companyId, senderType));
  return row?.n ?? 0;
}

const customer = alias(users, 'customer');

/** What a message e-mail says: the message, its conversation and who wrote it. */
export async function findMessageToNotify(db: Executor, messageId: number) {
  const [row] = await db
    .select({
      isRead: messages.isRead,
      message: messages.message,
      senderType: messages.senderType,
      quoteId: messages.quoteId,
      companyId: messages.companyId,
      quoteName: quotes.quoteName,
      companyName: companies.name,
      customerFirstName: customer.firstName,
    })
    .from(messages)
    .innerJoin(quotes, eq(quotes.id, messages.quoteId))
    .innerJoin(companies, eq(companies.id, messages.companyId))
    .innerJoin(customer, eq(customer.id, quotes.userId))
    .where(eq(messages.id, messageId));
  return row;
}
